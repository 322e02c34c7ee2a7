package org.sprague.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.apache.spark.HashPartitioner;
import org.apache.spark.Partitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.storage.StorageLevel;
import org.sprague.game.IndexedTurnGame;
import org.sprague.game.ReversibleTurnGame;
import scala.Tuple2;

/**
 * Retrograde analysis level by level on Spark: win, loss or draw with Smith's remoteness for every position, the
 * answers of {@link org.sprague.solve.retrograde.CountingRetrogradeSolver} (seed 001 §五; the method of
 * endgame tablebases, as GamesmanOne runs it with MPI).
 *
 * <p>Every position carries one {@code long} ({@link ResultCodes}): while unresolved, the number of its moves not
 * yet known to reach a won position. Round L takes the positions resolved with remoteness L and sends one message
 * per move into them to the move's source (found in the parent lists, or through the game's un-moves): a lost
 * child makes its parent a win with remoteness L + 1; a won child counts its parent down, and a parent counted to
 * zero is a loss with remoteness L + 1. Since a win is fixed by the first lost child to report and a loss by the
 * last won child, remoteness comes out exact, as in the single-machine solver. When a round resolves nothing,
 * the positions still unresolved are draws.
 *
 * <p>States and parent lists ({@link ParentIndex}, one per partition) share one hash partitioning, so a round's
 * lookups and join are partition-local; only the messages (one per move into the level, summed per parent before
 * the shuffle) cross the network. A round scans the states of its partitions and looks up the parents of the
 * level alone; lineage is cut every {@link #CHECKPOINT_EVERY} rounds.
 */
public final class SparkRetrograde {
    static final int CHECKPOINT_EVERY = 16;

    private final Partitioner partitioner;
    private final StorageLevel storage;
    private long rounds;
    private final List<Long> roundNanos = new ArrayList<>();
    private java.util.function.Consumer<String> progress = line -> { };

    /** @param partitions how many partitions the states and parent lists are spread over */
    public SparkRetrograde(int partitions) {
        this(partitions, StorageLevel.MEMORY_AND_DISK());
    }

    public SparkRetrograde(int partitions, StorageLevel storage) {
        this.partitioner = new HashPartitioner(partitions);
        this.storage = storage;
    }

    /** The number of rounds the last solve ran (the greatest finite remoteness + 1, at least 1). */
    public long rounds() {
        return rounds;
    }

    /** Reports each round as it ends (a line such as {@code round 3: 1200 decided in 0.8 s}), for long runs. */
    public SparkRetrograde onRound(java.util.function.Consumer<String> report) {
        this.progress = report;
        return this;
    }

    /** The wall time of each round of the last solve, in nanoseconds (for benchmarks). */
    public List<Long> roundNanos() {
        return roundNanos;
    }

    /**
     * Solves a game given by its moves.
     *
     * @param nodes every position (each once)
     * @param edges the moves, (from, to), duplicates counting twice; moves of labelled positions are ignored
     * @param labels the labelled positions with their {@code TerminalLabel.code()} (1 win, 2 loss, 3 draw)
     * @return every position with its {@link ResultCodes} state
     */
    public JavaPairRDD<Long, Long> solve(JavaRDD<Long> nodes, JavaPairRDD<Long, Long> edges,
            JavaPairRDD<Long, Integer> labels) {
        JavaPairRDD<Long, Long> live = edges.subtractByKey(labels);
        JavaPairRDD<Long, Long> moves = live.mapValues(v -> 1L).reduceByKey(partitioner, Long::sum);
        JavaRDD<ParentIndex> parents = live.mapToPair(Tuple2::swap).partitionBy(partitioner)
                .mapPartitions(it -> List.of(ParentIndex.of(it)).iterator(), true).persist(storage);
        JavaPairRDD<Long, Long> state = nodes.mapToPair(u -> new Tuple2<>(u, 0L)).partitionBy(partitioner)
                .leftOuterJoin(moves, partitioner).leftOuterJoin(labels, partitioner)
                .mapValues(t -> ResultCodes.start(t._2().orElse(0), t._1()._2().orElse(0L)));
        try {
            // states and parent indexes are partitioned alike, so partition i of both holds the same children
            return propagate(state, frontier -> frontier.zipPartitions(parents, (decided, index) -> {
                ParentIndex in = index.next();
                List<Tuple2<Long, Long>> out = new ArrayList<>();
                decided.forEachRemaining(e -> {
                    long message = ResultCodes.isWin(e._2()) ? ResultCodes.CHILD_WON : ResultCodes.CHILD_LOST;
                    in.forEachParent(e._1(), p -> out.add(new Tuple2<>(p, message)));
                });
                return out.iterator();
            }).mapToPair(t -> t));
        } finally {
            parents.unpersist(false);
        }
    }

    /**
     * Solves an implicit game of {@code size} positions made by {@code factory} on the executors: moves are
     * counted there, and when the game lists un-moves no parent lists are built at all (the GamesmanOne way);
     * otherwise its moves are turned into an edge list first.
     */
    public JavaPairRDD<Long, Long> solve(org.apache.spark.sql.SparkSession spark, long size, GameFactory factory) {
        JavaRDD<Long> nodes = spark.range(0, size, 1, partitioner.numPartitions()).javaRDD();
        if (!(factory.create() instanceof ReversibleTurnGame)) {
            JavaPairRDD<Long, Long> edges = nodes.mapPartitionsToPair(it -> {
                IndexedTurnGame g = factory.create();
                List<Tuple2<Long, Long>> out = new ArrayList<>();
                it.forEachRemaining(u -> {
                    if (g.label(u).code() == 0) {
                        g.forEachMove(u, v -> out.add(new Tuple2<>(u, v)));
                    }
                });
                return out.iterator();
            });
            JavaPairRDD<Long, Integer> labels = nodes.mapPartitionsToPair(it -> {
                IndexedTurnGame g = factory.create();
                List<Tuple2<Long, Integer>> out = new ArrayList<>();
                it.forEachRemaining(u -> {
                    int code = g.label(u).code();
                    if (code != 0) {
                        out.add(new Tuple2<>(u, code));
                    }
                });
                return out.iterator();
            });
            return solve(nodes, edges, labels);
        }
        JavaPairRDD<Long, Long> state = nodes.mapPartitionsToPair(it -> {
            IndexedTurnGame g = factory.create();
            List<Tuple2<Long, Long>> out = new ArrayList<>();
            long[] count = new long[1];
            it.forEachRemaining(u -> {
                int code = g.label(u).code();
                count[0] = 0;
                if (code == 0) {
                    g.forEachMove(u, v -> count[0]++);
                }
                out.add(new Tuple2<>(u, ResultCodes.start(code, count[0])));
            });
            return out.iterator();
        }).partitionBy(partitioner);
        return propagate(state, frontier -> frontier.mapPartitionsToPair(it -> {
            ReversibleTurnGame g = (ReversibleTurnGame) factory.create();
            List<Tuple2<Long, Long>> out = new ArrayList<>();
            it.forEachRemaining(e -> {
                long message = ResultCodes.isWin(e._2()) ? ResultCodes.CHILD_WON : ResultCodes.CHILD_LOST;
                g.forEachUnmove(e._1(), p -> out.add(new Tuple2<>(p, message)));
            });
            return out.iterator();
        }));
    }

    /**
     * The rounds. {@code messenger} turns the positions resolved at one level into one message per move into
     * them, keyed by the move's source.
     */
    private JavaPairRDD<Long, Long> propagate(JavaPairRDD<Long, Long> start,
            Function<JavaPairRDD<Long, Long>, JavaPairRDD<Long, Long>> messenger) {
        JavaPairRDD<Long, Long> state = start.persist(storage);
        rounds = 0;
        roundNanos.clear();
        long decided = state.filter(e -> ResultCodes.decidedAt(e._2(), 0)).count();
        for (long level = 0; decided > 0; level++) {
            long began = System.nanoTime();
            final long at = level;
            final long next = level + 1;
            JavaPairRDD<Long, Long> frontier = state.filter(e -> ResultCodes.decidedAt(e._2(), at));
            JavaPairRDD<Long, Long> messages = messenger.apply(frontier)
                    .reduceByKey(partitioner, Long::sum);
            JavaPairRDD<Long, Long> updated = state.leftOuterJoin(messages, partitioner)
                    .mapValues(t -> ResultCodes.update(t._1(), t._2().orElse(0L), next)).persist(storage);
            if (next % CHECKPOINT_EVERY == 0) {
                updated.rdd().localCheckpoint(); // marks in place: the lineage ends at the next action
            }
            decided = updated.filter(e -> ResultCodes.decidedAt(e._2(), next)).count();
            state.unpersist(false);
            state = updated;
            rounds++;
            roundNanos.add(System.nanoTime() - began);
            progress.accept(String.format("round %d: %d decided in %.2f s", level, decided,
                    (System.nanoTime() - began) / 1e9));
        }
        if (rounds == 0) {
            rounds = 1;
        }
        return state;
    }
}
