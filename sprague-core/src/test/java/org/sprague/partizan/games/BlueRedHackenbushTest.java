package org.sprague.partizan.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.Dyadic;
import org.sprague.partizan.GameOracles;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.Notation;
import org.sprague.partizan.OracleCheck;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;

class BlueRedHackenbushTest {
    private static final String COLOURS = "brg";

    private final CanonicalGames games = new CanonicalGames();
    private final MemoisedCanonicalValues<HackenbushPosition> hackenbush =
            new MemoisedCanonicalValues<>(new BlueRedHackenbush(), games);
    private final Map<List<List<Integer>>, GameTree> trees = new HashMap<>();
    private final OracleCheck oracle = new OracleCheck(games);

    private int value(List<String> edges) {
        return hackenbush.value(HackenbushPosition.parse(edges));
    }

    private GameTree tree(List<String> edges) {
        List<List<Integer>> plain = new ArrayList<>();
        for (String e : edges) {
            String[] p = e.split("[-:]");
            plain.add(List.of(Integer.parseInt(p[0]), Integer.parseInt(p[1]), COLOURS.indexOf(p[2].charAt(0))));
        }
        return GameTree.ofPosition(plain, GameOracles::hackenbush, trees);
    }

    /**
     * The sign expansion of a blue-red stalk, written from its statement (Winning Ways ch. 2; Lessons in Play
     * ch. 3): the edges up to the first change of colour count +-1 each; after that the k-th edge counts
     * +-1/2^k, plus for blue and minus for red.
     */
    private static Dyadic signExpansion(String colours) {
        Dyadic value = Dyadic.ZERO;
        int run = 0;
        while (run < colours.length() && colours.charAt(run) == colours.charAt(0)) {
            value = value.add(Dyadic.of(colours.charAt(0) == 'b' ? 1 : -1));
            run++;
        }
        for (int k = 1; run < colours.length(); run++, k++) {
            Dyadic step = Dyadic.of(BigInteger.ONE, k);
            value = colours.charAt(run) == 'b' ? value.add(step) : value.subtract(step);
        }
        return value;
    }

    private static List<String> stalk(String colours, int firstNode) {
        List<String> edges = new ArrayList<>();
        for (int i = 0; i < colours.length(); i++) {
            int from = i == 0 ? 0 : firstNode + i - 1;
            edges.add(from + "-" + (firstNode + i) + ":" + colours.charAt(i));
        }
        return edges;
    }

    @Test
    void stalksFollowTheSignExpansion() {
        Random random = new Random(3);
        for (int i = 0; i < 300; i++) {
            StringBuilder colours = new StringBuilder();
            int length = 1 + random.nextInt(14);
            for (int j = 0; j < length; j++) {
                colours.append(random.nextBoolean() ? 'b' : 'r');
            }
            int value = value(stalk(colours.toString(), 1));
            assertThat(games.numberValue(value)).as(colours.toString()).isEqualTo(signExpansion(colours.toString()));
        }
    }

    @Test
    void aThousandStalksAddExactly() {
        Random random = new Random(4);
        List<String> edges = new ArrayList<>();
        Dyadic expected = Dyadic.ZERO;
        for (int s = 0; s < 1000; s++) {
            StringBuilder colours = new StringBuilder();
            int length = 1 + random.nextInt(30);
            for (int j = 0; j < length; j++) {
                colours.append(random.nextBoolean() ? 'b' : 'r');
            }
            edges.addAll(stalk(colours.toString(), 1 + 100 * s));
            expected = expected.add(signExpansion(colours.toString()));
        }
        assertThat(games.numberValue(value(edges))).isEqualTo(expected);
    }

    private static List<String> randomPicture(Random random, int edges, boolean trees) {
        // a new node hangs from an old one, or (not for trees) an edge joins two old nodes, closing a cycle
        List<String> out = new ArrayList<>();
        int nodes = 1;
        for (int i = 0; i < edges; i++) {
            int u = random.nextInt(nodes);
            int v = !trees && random.nextInt(3) == 0 ? random.nextInt(nodes) : nodes++;
            out.add(u + "-" + v + ":" + COLOURS.charAt(random.nextInt(3)));
        }
        return out;
    }

    @Test
    void randomTreesAndGraphsAgreeWithMinimax() {
        Random random = new Random(9);
        List<List<String>> pictures = new ArrayList<>();
        for (int i = 0; i < 160; i++) {
            List<String> picture = randomPicture(random, 1 + random.nextInt(6), i % 2 == 0);
            pictures.add(picture);
            oracle.matches(value(picture), tree(picture), picture.toString());
        }
        for (int i = 0; i + 1 < pictures.size(); i += 2) {
            oracle.sumMatches(value(pictures.get(i)), value(pictures.get(i + 1)), tree(pictures.get(i)),
                    tree(pictures.get(i + 1)), pictures.get(i) + " + " + pictures.get(i + 1));
        }
    }

    /** Wiring: a cut valued from its part alone (the part it names) equals the value of the whole picture reached. */
    @Test
    void aCutValuedByItsPartEqualsThePictureItReaches() {
        Random random = new Random(12);
        BlueRedHackenbush rules = new BlueRedHackenbush();
        for (int i = 0; i < 60; i++) {
            // pictures of several parts at the ground, some with cycles
            HackenbushPosition picture = HackenbushPosition.parse(randomPicture(random, 3 + random.nextInt(8), i % 3 == 0));
            for (boolean left : new boolean[] {true, false}) {
                for (PartizanMove<HackenbushPosition> move : rules.moves(picture, left)) {
                    assertThat(hackenbush.valueAfter(picture, move)).as(picture + " " + move.text())
                            .isEqualTo(hackenbush.value(move.to()));
                }
            }
        }
    }

    /**
     * Winning Ways ch. 2 and 7, Lessons in Play ch. 2: a blue-red stalk b r is 1/2, b b r is 3/2; a green
     * stalk of n edges is *n; two green edges at the ground make * + * = 0. Worked by hand: a blue edge under a
     * green one is {0, 1 | 1} = 1*; three parallel blue edges from the ground to node 1 leave two standing
     * after a cut, so they are {2|} = 3; a blue edge carrying two red ones is {0 | 1:(-1)} = {0|1/2} = 1/4.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "0-1:b 1-2:r; 1/2", "0-1:b 1-2:b 2-3:r; 3/2", "0-1:g 1-2:g 2-3:g; *3", "0-1:g 0-2:g; 0",
        "0-1:b 1-2:g; 1*", "0-1:r; -1", "0-0:b; 1", "0-1:b 1-0:b 0-1:b; 3", "0-1:b 1-2:r 1-3:r; 1/4"
    })
    void literatureValues(String edges, String expected) {
        assertThat(new Notation(games).print(value(Arrays.asList(edges.split(" "))))).isEqualTo(expected);
    }

    @Test
    void badEdges() {
        assertThatThrownBy(() -> HackenbushPosition.parse(List.of("0-1:x"))).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> HackenbushPosition.parse(List.of("0-1:b", "2-3:r")))
                .isInstanceOf(BadInputException.class).hasMessageContaining("2-3:r");
    }
}
