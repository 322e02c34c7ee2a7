package org.sprague.catalog.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.sprague.catalog.heap.HeapGameSeedsTest.solve;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.sprague.BruteForce;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.heap.GrundyTable;
import org.sprague.heap.HeapRuleset;
import org.sprague.solve.MemoizedMisereSolver;
import org.sprague.value.Outcome;

/** Winning moves of sums: every one listed, and nothing else, against brute force. */
class HeapGameMovesTest {
    private static final Object[][] GAMES = {
        {"subtraction", GameOptions.of("--set", "1,3,4")},
        {"subtraction", GameOptions.of("--set", "2,3", "--all-but", "true")},
        {"subtraction", GameOptions.of("--set", "squares")},
        {"bash", GameOptions.of("--max", "3")},
        {"octal", GameOptions.of("--code", "0.77")},
        {"octal", GameOptions.of("--code", "4.07")},
        {"octal", GameOptions.of("--code", "0x0.F")},
        {"lasker", GameOptions.none()},
        {"grundy", GameOptions.none()},
        {"half", GameOptions.none()},
        {"pebbles", GameOptions.none()},
        {"box", GameOptions.none()},
    };

    /** Every option of every heap whose resulting nim-sum is 0, as "to" lists, by brute force. */
    private static List<List<String>> bruteForce(HeapRuleset rules, int[] heaps) {
        int max = Arrays.stream(heaps).max().orElse(0);
        GrundyTable t = new GrundyTable(rules).extendTo(max);
        int x = 0;
        for (int h : heaps) {
            x ^= t.get(h);
        }
        List<List<String>> out = new ArrayList<>();
        for (int i = 0; i < heaps.length; i++) {
            int rest = x ^ t.get(heaps[i]);
            int index = i;
            TreeSet<String> seen = new TreeSet<>();
            rules.forEachOption(heaps[i], (a, b, c) -> {
                if ((t.get(a) ^ t.get(b) ^ t.get(c) ^ rest) == 0 && seen.add(a + "," + b + "," + c)) {
                    List<String> to = new ArrayList<>();
                    for (int j = 0; j < heaps.length; j++) {
                        if (j != index) {
                            to.add(Integer.toString(heaps[j]));
                        } else if (a == 0) {
                            to.add("0");
                        } else {
                            for (int p : new int[] {a, b, c}) {
                                if (p > 0) {
                                    to.add(Integer.toString(p));
                                }
                            }
                        }
                    }
                    out.add(to);
                }
            });
        }
        return out;
    }

    private static String[] texts(int[] heaps) {
        return Arrays.stream(heaps).mapToObj(Integer::toString).toArray(String[]::new);
    }

    @Test
    void everyWinningMoveAndNoOtherOnRandomSums() {
        Random random = new Random(3);
        for (Object[] game : GAMES) {
            String id = (String) game[0];
            GameOptions options = (GameOptions) game[1];
            HeapRuleset rules = HeapRulesets.parse(id, options);
            for (int trial = 0; trial < 25; trial++) {
                int[] heaps = new int[1 + random.nextInt(4)];
                for (int i = 0; i < heaps.length; i++) {
                    heaps[i] = random.nextInt(rules.maxParts() == 1 ? 40 : 20);
                }
                Solution s = solve(id, options, texts(heaps));
                List<List<String>> expected = bruteForce(rules, heaps);
                assertThat(s.winningMoves().stream().map(MoveReport::to).toList()).as("%s %s", id,
                        Arrays.toString(heaps)).containsExactlyElementsOf(expected);
                assertThat(s.outcome()).isEqualTo(expected.isEmpty() ? Outcome.SECOND : Outcome.FIRST);
                assertThat(s.winningMovesComplete()).isTrue();
            }
        }
    }

    @Test
    void splitsAreDescribedPartByPart() {
        Solution s = solve("octal", GameOptions.of("--code", "0.77"), "5", "7");
        assertThat(s.grundy().orNull()).isEqualTo(6);
        MoveReport split = s.winningMoves().get(0);
        assertThat(split.move()).isEqualTo("heap 1: 5 -> 3 + 1");
        assertThat(split.to()).containsExactly("3", "1", "7");
        assertThat(split.component()).isEqualTo(1);
        assertThat(split.toComponent()).isEqualTo("3 1");
        assertThat(s.detail("ruleset")).isEqualTo("octal 0.77");
    }

    @Test
    void aWinningMoveMayRaiseAHeapsValue() {
        // {1,3,4}: G(2) = 0, G(3) = 1; moving 2 -> 1 raises its value to 1 and wins
        Solution s = solve("subtraction", GameOptions.of("--set", "1,3,4"), "2", "3");
        assertThat(s.winningMoves()).extracting(MoveReport::move)
                .containsExactly("heap 1: 2 -> 1", "heap 2: 3 -> 2", "heap 2: 3 -> 0");
    }

    @Test
    void misereMovesAgreeWithADirectSearch() {
        Random random = new Random(4);
        for (Object[] game : GAMES) {
            String id = (String) game[0];
            GameOptions normal = (GameOptions) game[1];
            java.util.Map<String, String> m = new java.util.LinkedHashMap<>(normal.asMap());
            m.put("--misere", "true");
            GameOptions options = new GameOptions(m);
            HeapRuleset rules = HeapRulesets.parse(id, normal);
            MemoizedMisereSolver<List<Integer>> check = new MemoizedMisereSolver<>(new HeapSum(rules));
            // remoteness from the test's own recursion, not from the engine the game computes it with
            HeapSum sum = new HeapSum(rules);
            BruteForce<List<Integer>> brute = BruteForce.misere(p -> {
                List<List<Integer>> out = new ArrayList<>();
                sum.forEachOption(p, o -> out.add(o.stream().sorted().toList())); // a sum's order does not matter
                return out;
            });
            for (int trial = 0; trial < 15; trial++) {
                int[] heaps = new int[1 + random.nextInt(3)];
                for (int i = 0; i < heaps.length; i++) {
                    heaps[i] = random.nextInt(rules.maxParts() == 1 ? 20 : rules.maxParts() == 2 ? 9 : 6);
                }
                Solution s = solve(id, options, texts(heaps));
                List<Integer> start = Arrays.stream(heaps).boxed().toList();
                List<Integer> sorted = start.stream().sorted().toList();
                assertThat(s.outcome()).isEqualTo(brute.grundy(sorted) == 1 ? Outcome.FIRST : Outcome.SECOND);
                assertThat(s.remoteness().orNull()).isEqualTo(brute.remoteness(sorted));
                for (MoveReport move : s.winningMoves()) {
                    List<Integer> after = move.to().stream().map(Integer::valueOf).toList();
                    assertThat(check.outcome(after)).as("%s %s", id, move.move()).isEqualTo(Outcome.SECOND);
                }
                boolean terminal = Arrays.stream(heaps).allMatch(h -> {
                    boolean[] any = {false};
                    rules.forEachOption(h, (a, b, c) -> any[0] = true);
                    return !any[0];
                });
                if (s.outcome() == Outcome.FIRST && !terminal) {
                    assertThat(s.winningMoves()).isNotEmpty();
                }
            }
        }
    }

    @Test
    void powersOfTwoWithAThousandDigits() {
        BigInteger n = BigInteger.TEN.pow(1000).add(BigInteger.ONE);
        Solution s = solve("subtraction", GameOptions.of("--set", "powers-of-2"), n.toString());
        assertThat(s.grundy().orNull()).isEqualTo(2);
        int expected = 0;
        for (BigInteger p = BigInteger.ONE; p.compareTo(n) <= 0; p = p.shiftLeft(1)) {
            if (n.subtract(p).mod(BigInteger.valueOf(3)).signum() == 0) {
                expected++;
            }
        }
        assertThat(s.winningMoves()).hasSize(expected);
        for (MoveReport m : s.winningMoves()) {
            assertThat(new BigInteger(m.to().get(0)).mod(BigInteger.valueOf(3))).isZero();
        }
        assertThat(s.winningMovesComplete()).isTrue();
    }

    @Test
    void hugeHeapsByClosedFormOrProvenPeriod() {
        Solution half = solve("half", GameOptions.none(), "1000000000");
        assertThat(half.winningMoves()).extracting(MoveReport::to).containsExactly(List.of("536870911"));
        Solution kayles = solve("octal", GameOptions.of("--code", "0.77"), "1000000000000000000000000", "5");
        // Kayles' values by the rules (take 1 or 2 adjacent pins, leaving up to two rows) up to 83, and Guy and
        // Smith's period 12 from 71 on
        int[] k = new int[84];
        for (int n = 1; n < k.length; n++) {
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            for (int take = 1; take <= 2 && take <= n; take++) {
                for (int a = 0; a <= n - take; a++) {
                    seen.add(k[a] ^ k[n - take - a]);
                }
            }
            while (seen.contains(k[n])) {
                k[n]++;
            }
        }
        BigInteger huge = new BigInteger("1000000000000000000000000");
        int far = k[71 + huge.subtract(BigInteger.valueOf(71)).mod(BigInteger.valueOf(12)).intValue()];
        assertThat(kayles.grundy().orNull()).isEqualTo(BigInteger.valueOf(far ^ k[5]));
        assertThat(kayles.notes()).anyMatch(n -> n.contains("octal periodicity theorem"));
        assertThat(kayles.winningMovesComplete()).isFalse();
        org.sprague.heap.HeapGrundy g = new org.sprague.heap.HeapGrundy(HeapRulesets.parse("octal",
                GameOptions.of("--code", "0.77")), 1e8);
        assertThat(kayles.winningMoves()).anyMatch(m -> m.to().size() == 3);
        for (MoveReport m : kayles.winningMoves()) {
            BigInteger x = BigInteger.ZERO;
            for (String h : m.to()) {
                x = x.xor(g.of(new BigInteger(h)));
            }
            assertThat(x).as(m.move()).isZero();
        }
        Solution lasker = solve("lasker", GameOptions.none(), "2147483647", "5");
        // G(2^31 - 1) = 2^31, G(5) = 5: the only take is 2^31 - 1 -> 5; splits of the huge heap are not listed
        assertThat(lasker.grundy().orNull()).isEqualTo(BigInteger.valueOf(2147483653L));
        assertThat(lasker.winningMoves()).extracting(MoveReport::move).contains("heap 1: 2147483647 -> 5");
        assertThat(lasker.winningMovesComplete()).isFalse();
        Solution bash = solve("bash", GameOptions.of("--max", "1000000000"), "1000000007");
        assertThat(bash.winningMoves()).extracting(MoveReport::move).containsExactly("heap 1: 1000000007 -> 1000000001");
    }

    @Test
    void remotenessOfSmallSums() {
        // Kayles heap 2: take both -> 0; remoteness 1
        assertThat(solve("octal", GameOptions.of("--code", "0.77"), "2").remoteness().orNull()).isEqualTo(1L);
        assertThat(solve("bash", GameOptions.of("--max", "3"), "8").remoteness().orNull()).isEqualTo(4L);
    }
}
