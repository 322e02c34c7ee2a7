package org.sprague.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.spark.HashPartitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.sprague.game.IndexedTurnGame;
import org.sprague.game.ReversibleTurnGame;

/**
 * Retrograde analysis level by level on Spark: win, loss or draw with Smith's remoteness for every position, the
 * answers of {@link org.sprague.solve.retrograde.CountingRetrogradeSolver} (the method of endgame
 * tablebases, Thompson 1986, as GamesmanOne runs it with MPI).
 *
 * <p>Every position carries one {@code long} ({@link ResultCodes}): while unresolved, the number of its moves not
 * yet known to reach a won position. Round L takes the positions resolved with remoteness L and sends one message
 * per move into them to the move's source (found in the parent lists, or through the game's un-moves): a lost
 * child makes its parent a win with remoteness L + 1; a won child counts its parent down, and a parent counted to
 * zero is a loss with remoteness L + 1. Since a win is fixed by the first lost child to report and a loss by the
 * last won child, remoteness comes out exact, as in the single-machine solver. When a round resolves nothing,
 * the positions still unresolved are draws.
 *
 * <p>The positions live in one {@link StateBlock} per partition (primitive arrays of ids and states, the parent
 * index of the moves into them, and the places decided in the last round), built by one shuffle of primitive
 * lists ({@link GraphPiece}) and kept in memory. A round is one Spark job: each block sends its frontier's
 * messages, grouped by partition in primitive lists, through one shuffle, and the next blocks are the old ones
 * zipped with what they received; the job's result is the size of the next frontier with the unresolved nodes'
 * open moves. Lineage is cut every {@link #CHECKPOINT_EVERY} rounds.
 *
 * <p>Once the open moves are few enough for the driver ({@link #handOffTail}), the rounds stop: the blocks send
 * what is still open to the driver, which finishes it with the single-machine solver ({@link TailSolve}, exact)
 * and sends the answers back, instead of one Spark job for each of the remaining levels.
 */
public final class SparkRetrograde {
    static final int CHECKPOINT_EVERY = 16;
    /**
     * The default most open moves the driver takes over from the rounds ({@link TailSolve}): about 40 bytes each
     * there, 80 MB at most. The driver gets through them in about 0.1 s of CPU a million (measured at 10^6 moves),
     * less than one round costs, so it takes them whatever the size of the frontier.
     */
    static final long TAIL_MOVES = 1L << 21;

    private final int partitions;
    private final StorageLevel storage;
    private long tailFrontier = Long.MAX_VALUE;
    private long tailMoves = TAIL_MOVES;
    private long rounds;
    private long handedOffAt = -1;
    private final List<Long> roundNanos = new ArrayList<>();
    private java.util.function.Consumer<String> progress = line -> { };

    /** @param partitions how many partitions (blocks) the positions are spread over */
    public SparkRetrograde(int partitions) {
        this(partitions, StorageLevel.MEMORY_AND_DISK());
    }

    /**
     * @param partitions how many partitions (blocks) the positions are spread over
     * @param storage how the blocks of each round are kept
     */
    public SparkRetrograde(int partitions, StorageLevel storage) {
        this.partitions = partitions;
        this.storage = storage;
    }

    /** @return the number of rounds the last solve ran (the greatest finite remoteness + 1, at least 1) */
    public long rounds() {
        return rounds;
    }

    /**
     * Reports each round as it ends (a line such as {@code round 3: 1200 decided, 50000 moves open, in 0.8 s}), for long runs.
     *
     * @param report receives the lines
     * @return this solver
     */
    public SparkRetrograde onRound(java.util.function.Consumer<String> report) {
        this.progress = report;
        return this;
    }

    /**
     * Sets when the driver finishes the rounds alone ({@link TailSolve}): once a round's frontier has at most
     * {@code frontier} nodes and the unresolved nodes at most {@code moves} moves left to count (by default any
     * frontier and {@link #TAIL_MOVES}; never more than the driver's heap over 64 bytes a move). Zero for either
     * keeps every round on Spark.
     *
     * @param frontier the largest frontier handed over
     * @param moves the most open moves handed over
     * @return this solver
     */
    public SparkRetrograde handOffTail(long frontier, long moves) {
        this.tailFrontier = frontier;
        this.tailMoves = moves;
        return this;
    }

    /** @return the level whose propagation the driver took over in the last solve, or -1 when it did not */
    public long handedOffAt() {
        return handedOffAt;
    }

    /** @return the wall time of each round of the last solve, in nanoseconds (for benchmarks) */
    public List<Long> roundNanos() {
        return roundNanos;
    }

    /**
     * Solves a game read by {@link EdgeInput}.
     *
     * @param input the moves, labels and nodes
     * @return every position with its {@link ResultCodes} state
     */
    public Solved solve(EdgeInput input) {
        NodeSpread spread = new NodeSpread(partitions, input.size());
        return propagate(input.route(spread).partitionBy(new HashPartitioner(partitions)).values()
                .mapPartitionsWithIndex((d, pieces) -> List.of(BlockBuilder.fromPieces(d, spread, pieces))
                        .iterator(), true));
    }

    /**
     * Solves a game given by its moves.
     *
     * @param nodes every position (each once)
     * @param edges the moves, (from, to), duplicates counting twice; moves of labelled positions are ignored
     * @param labels the labelled positions with their {@code TerminalLabel.code()} (1 win, 2 loss, 3 draw)
     * @return every position with its {@link ResultCodes} state
     */
    public Solved solve(JavaRDD<Long> nodes, JavaPairRDD<Long, Long> edges,
            JavaPairRDD<Long, Integer> labels) {
        return solve(EdgeInput.pairs(nodes, edges, labels));
    }

    /**
     * Solves an implicit game of {@code size} positions made by {@code factory} on the executors: moves are
     * counted there, and when the game lists un-moves no parent lists are built at all (the GamesmanOne way);
     * otherwise its moves are routed as an edge list first.
     *
     * @param spark the session
     * @param size the number of positions, ids 0..size-1
     * @param factory makes the game on each executor
     * @return every position with its {@link ResultCodes} state
     */
    public Solved solve(SparkSession spark, long size, GameFactory factory) {
        NodeSpread spread = new NodeSpread(partitions, size);
        JavaRDD<Integer> blockNumbers = JavaSparkContext.fromSparkContext(spark.sparkContext())
                .parallelize(IntStream.range(0, partitions).boxed().toList(), partitions);
        if (factory.create() instanceof ReversibleTurnGame) {
            return propagate(blockNumbers.map(d -> BlockBuilder.fromGame(d, spread, factory)));
        }
        return solve(new EdgeInput(size, s -> blockNumbers.flatMapToPair(d -> {
            IndexedTurnGame g = factory.create();
            PieceRouter router = new PieceRouter(s);
            for (long u : s.denseIds(d)) {
                int code = g.label(u).code();
                if (code != 0) {
                    router.label(u, code);
                } else {
                    g.forEachMove(u, v -> router.move(u, v));
                }
            }
            return router.pieces().iterator();
        })));
    }

    /** The rounds, from the level-0 blocks (block d in partition d) to the last. */
    private Solved propagate(JavaRDD<StateBlock> start) {
        HashPartitioner byBlock = new HashPartitioner(partitions); // the keys are block numbers 0..P-1
        JavaRDD<StateBlock> blocks = start.persist(storage);
        rounds = 0;
        roundNanos.clear();
        handedOffAt = -1;
        long[] census = census(blocks);
        for (long level = 0; census[0] > 0; level++) {
            if (census[0] <= tailFrontier && census[2] <= tailMoves
                    && census[2] <= Runtime.getRuntime().maxMemory() / 64) {
                blocks = handOff(blocks, level, census[2]);
                break;
            }
            long began = System.nanoTime();
            final long next = level + 1;
            JavaRDD<Messages> messages = blocks.flatMapToPair(b -> b.messages().iterator()).partitionBy(byBlock)
                    .values();
            JavaRDD<StateBlock> updated = blocks.zipPartitions(messages,
                    (b, received) -> List.of(b.next().apply(received, next)).iterator()).persist(storage);
            if (next % CHECKPOINT_EVERY == 0) {
                updated.rdd().localCheckpoint(); // marks in place: the lineage ends at the next action
            }
            census = census(updated);
            blocks.unpersist(false);
            blocks = updated;
            rounds++;
            roundNanos.add(System.nanoTime() - began);
            progress.accept(String.format("round %d: %d decided, %d moves open, in %.2f s", level, census[0],
                    census[2], (System.nanoTime() - began) / 1e9));
        }
        if (rounds == 0) {
            rounds = 1;
        }
        return new Solved(blocks, partitions);
    }

    /** Frontier size, unresolved nodes and their open moves, summed over the blocks (one Spark job). */
    private static long[] census(JavaRDD<StateBlock> blocks) {
        return blocks.map(StateBlock::census).reduce((a, b) -> new long[] {a[0] + b[0], a[1] + b[1], a[2] + b[2]});
    }

    /** The rest solved on the driver from round {@code level} on, its answers sent back to the blocks. */
    private JavaRDD<StateBlock> handOff(JavaRDD<StateBlock> blocks, long level, long openMoves) {
        long began = System.nanoTime();
        Remainder rest = blocks.map(StateBlock::remainder).reduce((a, b) -> {
            a.addAll(b);
            return a;
        });
        TailSolve tail = TailSolve.solve(rest, level);
        JavaSparkContext sc = JavaSparkContext.fromSparkContext(blocks.context());
        Broadcast<TailSolve> answers = sc.broadcast(tail);
        JavaRDD<StateBlock> settled = blocks
                .map(b -> b.settled(answers.value().ids, answers.value().states)).persist(storage);
        settled.count();
        blocks.unpersist(false);
        answers.unpersist(false);
        handedOffAt = level;
        progress.accept(String.format("rounds from %d on the driver: %d unresolved nodes, %d moves open, in %.2f s",
                level, tail.ids.length, openMoves, (System.nanoTime() - began) / 1e9));
        return settled;
    }
}
