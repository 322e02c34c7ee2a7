package org.sprague.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.catalog.graph.CatMouse;
import org.sprague.game.IndexedTurnGame;
import org.sprague.graph.GameGraph;
import org.sprague.graph.GraphFileParser;
import org.sprague.solve.retrograde.CountingRetrogradeSolver;
import org.sprague.solve.retrograde.TurnGames;
import org.sprague.solve.retrograde.TurnGameSolution;
import org.sprague.value.Outcome;
import scala.Tuple2;

/**
 * The distributed solver against the single-machine {@link CountingRetrogradeSolver} on every position of random
 * cyclic graphs with labels and of Cat and Mouse boards, through each input path (edges, text files, Parquet,
 * implicit games with and without un-moves), plus a graph worked by hand; every round on Spark.
 */
class SparkRetrogradeTest {
    private final SparkSession spark = SharedSpark.session();
    private final JavaSparkContext sc = JavaSparkContext.fromSparkContext(spark.sparkContext());

    @Test
    void aGraphWorkedByHand() throws IOException {
        GameGraph g = GraphFileParser.parse(new StringReader(String.join("\n",
                "0 1", "1 2", "2 3", // a chain into the terminal 3
                "4 5", "4 6", "5 7", "6 8", "8 9", "9 10", // 4 loses either way and delays: 1 + max(1, 3)
                "11 3", "11 1", // 11 wins both ways and hurries: 1 + min(0, 2)
                "12 13", "13 12", "14 12", "14 7", // a cycle draws; 14 escapes it to a loss
                "15 : win", "15 3", "16 15", // a labelled win ignores its move; its only parent loses
                "17 : draw", "18 17")), "hand");
        Map<Long, Long> s = collect(allRounds(3).solve(nodes(g), edges(g), labels(g)));
        String[] expected = {"win 3", "loss 2", "win 1", "loss 0", "loss 4", "win 1", "win 3", "loss 0", "loss 2",
            "win 1", "loss 0", "win 1", "draw -1", "draw -1", "win 1", "win 0", "loss 1", "draw -1", "draw -1"};
        for (int u = 0; u < expected.length; u++) {
            long state = s.get((long) u);
            assertThat(ResultCodes.outcome(state) + " " + ResultCodes.remoteness(state)).as("node " + u)
                    .isEqualTo(expected[u]);
        }
    }

    @Test
    void randomCyclicGraphsWithLabelsAsTheSingleMachineSolver() {
        for (long seed = 1; seed <= 2; seed++) {
            GameGraph g = Graphs.randomUnion(seed, 60);
            SparkRetrograde solver = allRounds(4);
            assertSameAnswers(g, collect(solver.solve(nodes(g), edges(g), labels(g))));
            assertThat(solver.rounds()).isGreaterThan(1);
        }
    }

    @Test
    void implicitGamesWithAndWithoutUnmovesAsTheSingleMachineSolver() {
        SplittableRandom r = new SplittableRandom(7);
        int[][][] boards = new int[12][][];
        for (int i = 0; i < boards.length; i++) {
            boards[i] = Graphs.catMouseBoard(r, 3 + r.nextInt(6));
        }
        // the example board of LeetCode 913: mouse at 1, cat at 2, the mouse to move: a draw
        boards[0] = new int[][] {{2, 5}, {3}, {0, 4, 5}, {1, 4, 5}, {2, 3}, {0, 2, 3}};
        IndexedTurnGame game = Graphs.catMouseUnion(boards);
        TurnGameSolution expected = new CountingRetrogradeSolver().solve(game);
        GameFactory withUnmoves = () -> Graphs.catMouseUnion(boards);
        GameFactory movesOnly = () -> TurnGames.implicit(Graphs.catMouseUnion(boards));
        for (GameFactory f : List.of(withUnmoves, movesOnly)) {
            Map<Long, Long> s = collect(allRounds(4).solve(spark, game.size(), f));
            assertSameAnswers(expected, s);
            long example = new CatMouse(boards[0]).position(1, 2, CatMouse.MOUSE);
            assertThat(ResultCodes.outcome(s.get(example))).isEqualTo("draw");
        }
    }

    @Test
    void textAndParquetEdgeFilesAsTheSingleMachineSolver(@TempDir Path dir) throws IOException {
        GameGraph g = Graphs.randomUnion(3, 40);
        // text: the graph file format with integer ids; the nodes are those mentioned, so give the count
        List<String> lines = new ArrayList<>();
        for (int u = 0; u < g.nodeCount(); u++) {
            if (g.labelCode(u) != 0) {
                lines.add(u + " : " + g.label(u).name().toLowerCase() + "  # a label");
            }
            for (int i = g.offsets()[u]; i < g.offsets()[u + 1]; i++) {
                lines.add(u + " " + g.targets()[i]);
            }
        }
        Path text = dir.resolve("edges.txt");
        Files.write(text, lines);
        EdgeInput in = EdgeInput.text(spark, text.toString(), g.nodeCount());
        assertSameAnswers(g, collect(allRounds(3).solve(in)));

        StructType edgeSchema = DataTypes.createStructType(List.of(
                DataTypes.createStructField("from", DataTypes.LongType, false),
                DataTypes.createStructField("to", DataTypes.LongType, false)));
        StructType labelSchema = DataTypes.createStructType(List.of(
                DataTypes.createStructField("node", DataTypes.LongType, false),
                DataTypes.createStructField("label", DataTypes.StringType, false)));
        List<org.apache.spark.sql.Row> edgeRows = new ArrayList<>();
        List<org.apache.spark.sql.Row> labelRows = new ArrayList<>();
        for (int u = 0; u < g.nodeCount(); u++) {
            if (g.labelCode(u) != 0) {
                labelRows.add(RowFactory.create((long) u, g.label(u).name().toLowerCase()));
            }
            for (int i = g.offsets()[u]; i < g.offsets()[u + 1]; i++) {
                edgeRows.add(RowFactory.create((long) u, (long) g.targets()[i]));
            }
        }
        String edges = dir.resolve("edges.parquet").toString();
        String labels = dir.resolve("labels.parquet").toString();
        spark.createDataFrame(edgeRows, edgeSchema).write().parquet(edges);
        spark.createDataFrame(labelRows, labelSchema).write().parquet(labels);
        EdgeInput pq = EdgeInput.parquet(spark, edges, labels, g.nodeCount());
        assertSameAnswers(g, collect(allRounds(3).solve(pq)));
    }

    @Test
    void withoutACountTheNodesAreThoseMentioned(@TempDir Path dir) throws IOException {
        Path text = dir.resolve("edges.txt");
        Files.writeString(text, "10 20\n20 30\n# nothing\n40 : loss\n");
        EdgeInput in = EdgeInput.text(spark, text.toString(), -1);
        Map<Long, Long> s = collect(allRounds(2).solve(in));
        assertThat(s).containsOnlyKeys(10L, 20L, 30L, 40L);
        assertThat(ResultCodes.outcome(s.get(10L)) + ResultCodes.remoteness(s.get(10L))).isEqualTo("loss2");
        // a node outside --nodes is found by the task that reads it, and reported as bad input
        Throwable outside = catchThrowable(() -> allRounds(2).solve(EdgeInput.text(spark, text.toString(),
                35)).pairs().count());
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertThat(SparkMain.report(outside, new PrintStream(err, true, StandardCharsets.UTF_8))).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("error: a label of node 40 lies outside the nodes 0..34 given by --nodes 35\n");
    }

    @Test
    void theTextAnswerIsInNodeOrderWithEveryNodeOnce(@TempDir Path dir) throws IOException {
        // sparse and negative ids (node u becomes 7919 u - 50000), so neither the spread nor the cuts are trivial
        GameGraph g = Graphs.randomUnion(4, 40);
        List<Tuple2<Long, Long>> moves = new ArrayList<>();
        for (int u = 0; u < g.nodeCount(); u++) {
            for (int i = g.offsets()[u]; i < g.offsets()[u + 1]; i++) {
                moves.add(new Tuple2<>(sparse(u), sparse(g.targets()[i])));
            }
        }
        List<Tuple2<Long, Integer>> labelled = new ArrayList<>();
        labels(g).collect().forEach(l -> labelled.add(new Tuple2<>(sparse(l._1()), l._2())));
        Solved solved = allRounds(3).solve(nodes(g).map(SparkRetrogradeTest::sparse),
                sc.parallelizePairs(moves, 3), sc.parallelizePairs(labelled, 2));
        String out = dir.resolve("solved").toString();
        solved.writeText(out);
        List<String> lines = new ArrayList<>();
        try (var parts = Files.list(Path.of(out))) {
            for (Path part : parts.filter(p -> p.getFileName().toString().startsWith("part-")).sorted().toList()) {
                lines.addAll(Files.readAllLines(part));
            }
        }
        TurnGameSolution expected = new CountingRetrogradeSolver().solve(g);
        assertThat(lines).hasSize(g.nodeCount());
        long previous = Long.MIN_VALUE;
        Map<Long, String> byId = new java.util.HashMap<>();
        for (String line : lines) {
            long id = Long.parseLong(line.split(" ")[0]);
            assertThat(id).as("ids ascend").isGreaterThan(previous);
            previous = id;
            byId.put(id, line);
        }
        String[] word = {"win", "loss", "draw"};
        for (int u = 0; u < g.nodeCount(); u++) {
            assertThat(byId.get(sparse(u))).isEqualTo(sparse(u) + " " + word[expected.outcome(u).ordinal()] + " "
                    + expected.remoteness(u));
        }
    }

    @Test
    void chainsOfNegativeAndExtremeIds() {
        // each chain a -> b -> c -> d: d loses at once, then win, loss, win going back; the first chain's ids lie at
        // both ends of the long range (sorted and searched), the second's are negative and close (the bitmap)
        long[][] chains = {{Long.MIN_VALUE, Long.MAX_VALUE, 0, -1}, {-7, -3, 5, -1}};
        String[] expected = {"win3", "loss2", "win1", "loss0"};
        for (long[] chain : chains) {
            List<Tuple2<Long, Long>> moves = new ArrayList<>();
            for (int i = 0; i + 1 < chain.length; i++) {
                moves.add(new Tuple2<>(chain[i], chain[i + 1]));
            }
            for (int partitions : new int[] {1, 2, 3}) {
                Map<Long, Long> s = collect(allRounds(partitions).solve(sc.parallelize(List.<Long>of(), 1),
                        sc.parallelizePairs(moves, 2), sc.parallelizePairs(List.<Tuple2<Long, Integer>>of(), 1)));
                assertThat(s).as(partitions + " partitions").hasSize(chain.length);
                for (int i = 0; i < chain.length; i++) {
                    long state = s.get(chain[i]);
                    assertThat(ResultCodes.outcome(state) + ResultCodes.remoteness(state)).as("node " + chain[i])
                            .isEqualTo(expected[i]);
                }
            }
        }
    }

    /** A solver that keeps every round on Spark (the tail hand-off is tested in {@link SparkTailHandOffTest}). */
    private static SparkRetrograde allRounds(int partitions) {
        return new SparkRetrograde(partitions).handOffTail(0, 0);
    }

    private static long sparse(long u) {
        return 7919 * u - 50000;
    }

    private JavaPairRDD<Long, Long> edges(GameGraph g) {
        List<Tuple2<Long, Long>> e = new ArrayList<>();
        for (int u = 0; u < g.nodeCount(); u++) {
            for (int i = g.offsets()[u]; i < g.offsets()[u + 1]; i++) {
                e.add(new Tuple2<>((long) u, (long) g.targets()[i]));
            }
        }
        return sc.parallelizePairs(e, 3);
    }

    private JavaPairRDD<Long, Integer> labels(GameGraph g) {
        List<Tuple2<Long, Integer>> l = new ArrayList<>();
        for (int u = 0; u < g.nodeCount(); u++) {
            if (g.labelCode(u) != 0) {
                l.add(new Tuple2<>((long) u, g.labelCode(u)));
            }
        }
        return sc.parallelizePairs(l, 2);
    }

    private org.apache.spark.api.java.JavaRDD<Long> nodes(GameGraph g) {
        return spark.range(0, g.nodeCount(), 1, 2).javaRDD();
    }

    private static Map<Long, Long> collect(Solved solved) {
        return solved.pairs().collectAsMap();
    }

    private static void assertSameAnswers(GameGraph g, Map<Long, Long> states) {
        assertSameAnswers(new CountingRetrogradeSolver().solve(g), states);
    }

    private static void assertSameAnswers(TurnGameSolution expected, Map<Long, Long> states) {
        assertThat(states).hasSize((int) expected.size());
        int draws = 0;
        for (long u = 0; u < expected.size(); u++) {
            long s = states.get(u);
            Outcome o = ResultCodes.isDraw(s) ? Outcome.DRAW : ResultCodes.isWin(s) ? Outcome.FIRST : Outcome.SECOND;
            assertThat(o).as("position " + u).isEqualTo(expected.outcome(u));
            assertThat(ResultCodes.remoteness(s)).as("remoteness of " + u).isEqualTo(expected.remoteness(u));
            draws += o == Outcome.DRAW ? 1 : 0;
        }
        // the graphs must exercise every kind of answer, or the comparison proves little
        assertThat(draws).isPositive().isLessThan((int) expected.size());
    }
}
