package org.sprague.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.LongUnaryOperator;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import scala.Tuple2;

/**
 * The rounds finished on the driver ({@link TailSolve}) give the answers of every round on Spark: a random graph
 * whose moves cross the partitions (cycles through several blocks, self-loops, repeated moves, labelled draws), with
 * a long chain so that the frontier shrinks to one node at a late level, solved with the hand-off at level 0, at a
 * late level, held back by the cap on open moves, and never; each against an oracle written here, which finds
 * level k by rereading the whole graph (Smith's rule: a win one more than its least lost child, a loss one more
 * than its greatest won child).
 */
class SparkTailHandOffTest {
    private static final int RANDOM_NODES = 300;
    private static final int CHAIN = 40;
    private static final String[] WORDS = {"", "win", "loss", "draw"};

    private final SparkSession spark = SharedSpark.session();
    private final JavaSparkContext sc = JavaSparkContext.fromSparkContext(spark.sparkContext());

    @Test
    void theDriverFinishesWithTheAnswersOfEveryRound() {
        for (long seed = 1; seed <= 2; seed++) {
            Game game = game(seed);
            String[] expected = game.oracle();
            assertThat(expected).contains("draw", "win 1", "loss 0").anyMatch(a -> a.startsWith("loss 2"));
            for (LongUnaryOperator ids : List.<LongUnaryOperator>of(u -> u, u -> 7919 * u - 50000)) {
                for (int partitions : new int[] {1, 3}) {
                    String where = "seed " + seed + ", " + partitions + " partitions, id of 1: " + ids.applyAsLong(1);
                    SparkRetrograde atOnce = new SparkRetrograde(partitions).handOffTail(Long.MAX_VALUE,
                            Long.MAX_VALUE);
                    assertAnswers(game, ids, atOnce, expected, where + ", at once");
                    assertThat(atOnce.handedOffAt()).isZero();

                    SparkRetrograde late = new SparkRetrograde(partitions).handOffTail(1, Long.MAX_VALUE);
                    assertAnswers(game, ids, late, expected, where + ", late");
                    assertThat(late.handedOffAt()).isBetween(2L, (long) CHAIN - 2);

                    // the draws keep more open moves than this cap until the end: every round stays on Spark
                    SparkRetrograde capped = new SparkRetrograde(partitions).handOffTail(Long.MAX_VALUE, 3);
                    assertAnswers(game, ids, capped, expected, where + ", capped");
                    assertThat(capped.handedOffAt()).isEqualTo(-1);

                    SparkRetrograde never = new SparkRetrograde(partitions).handOffTail(0, 0);
                    assertAnswers(game, ids, never, expected, where + ", never");
                    assertThat(never.handedOffAt()).isEqualTo(-1);
                }
            }
        }
    }

    private void assertAnswers(Game game, LongUnaryOperator ids, SparkRetrograde solver, String[] expected,
            String where) {
        List<Tuple2<Long, Long>> moves = new ArrayList<>();
        for (int[] m : game.moves) {
            moves.add(new Tuple2<>(ids.applyAsLong(m[0]), ids.applyAsLong(m[1])));
        }
        List<Tuple2<Long, Integer>> labels = new ArrayList<>();
        List<Long> nodes = new ArrayList<>();
        for (int u = 0; u < game.labels.length; u++) {
            nodes.add(ids.applyAsLong(u));
            if (game.labels[u] != 0) {
                labels.add(new Tuple2<>(ids.applyAsLong(u), game.labels[u]));
            }
        }
        Map<Long, Long> states = solver.solve(sc.parallelize(nodes, 2), sc.parallelizePairs(moves, 3),
                sc.parallelizePairs(labels, 2)).pairs().collectAsMap();
        assertThat(states).as(where).hasSize(expected.length);
        for (int u = 0; u < expected.length; u++) {
            long s = states.get(ids.applyAsLong(u));
            String answer = ResultCodes.isDraw(s) ? "draw" : ResultCodes.outcome(s) + " " + ResultCodes.remoteness(s);
            assertThat(answer).as(where + ", node " + u).isEqualTo(expected[u]);
        }
    }

    /**
     * Uniform random moves among the first nodes (every 15th labelled), then a chain whose last node has no move,
     * entered from the random part, and a cycle of two chain nodes through a random node.
     */
    private static Game game(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int n = RANDOM_NODES + CHAIN;
        int[] labels = new int[n];
        List<int[]> moves = new ArrayList<>();
        for (int u = 0; u < RANDOM_NODES; u++) {
            if (u % 15 == 7) {
                labels[u] = 1 + r.nextInt(3);
            }
        }
        for (int i = 0; i < 3 * RANDOM_NODES; i++) {
            moves.add(new int[] {r.nextInt(RANDOM_NODES), r.nextInt(RANDOM_NODES)});
        }
        for (int i = 0; i + 1 < CHAIN; i++) {
            moves.add(new int[] {RANDOM_NODES + i, RANDOM_NODES + i + 1});
        }
        moves.add(new int[] {r.nextInt(RANDOM_NODES), RANDOM_NODES});
        moves.add(new int[] {RANDOM_NODES + 1, 0});
        return new Game(labels, moves);
    }

    private record Game(int[] labels, List<int[]> moves) {
        /** Each node's answer ("win 3", "loss 0", "draw"), one level a pass over every node and move. */
        String[] oracle() {
            int n = labels.length;
            List<List<Integer>> children = new ArrayList<>();
            for (int u = 0; u < n; u++) {
                children.add(new ArrayList<>());
            }
            for (int[] m : moves) {
                children.get(m[0]).add(m[1]);
            }
            String[] outcome = new String[n]; // null while undecided
            int[] remoteness = new int[n];
            for (int u = 0; u < n; u++) {
                if (labels[u] != 0) {
                    outcome[u] = WORDS[labels[u]];
                } else if (children.get(u).isEmpty()) {
                    outcome[u] = "loss";
                }
            }
            for (int level = 1; ; level++) {
                String[] before = outcome.clone();
                boolean any = false;
                for (int u = 0; u < n; u++) {
                    if (before[u] != null) {
                        continue;
                    }
                    boolean allWon = true;
                    boolean lostChildJustBefore = false;
                    for (int c : children.get(u)) {
                        lostChildJustBefore |= "loss".equals(before[c]) && remoteness[c] == level - 1;
                        allWon &= "win".equals(before[c]);
                    }
                    if (lostChildJustBefore || allWon) {
                        outcome[u] = lostChildJustBefore ? "win" : "loss";
                        remoteness[u] = level; // an all-won node's greatest child is level - 1, or it had lost sooner
                        any = true;
                    }
                }
                if (!any) {
                    break;
                }
            }
            String[] answers = new String[n];
            Arrays.setAll(answers, u -> outcome[u] == null || outcome[u].equals("draw") ? "draw"
                    : outcome[u] + " " + remoteness[u]);
            return answers;
        }
    }
}
