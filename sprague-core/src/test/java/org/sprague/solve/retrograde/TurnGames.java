package org.sprague.solve.retrograde;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.LongConsumer;
import org.sprague.game.IndexedTurnGame;
import org.sprague.game.ReversibleTurnGame;
import org.sprague.game.TerminalLabel;
import org.sprague.graph.GameGraph;
import org.sprague.graph.GraphFileParser;

/** Test helpers: graphs from text, the same graph seen through each interface, random graphs, un-move checks. */
public final class TurnGames {
    private TurnGames() {
    }

    public static GameGraph graph(String text) {
        try {
            return GraphFileParser.parse(new StringReader(text), "test");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The game as a plain implicit game (no fast path, no un-moves). */
    public static IndexedTurnGame implicit(IndexedTurnGame g) {
        return new IndexedTurnGame() {
            @Override
            public long size() {
                return g.size();
            }

            @Override
            public TerminalLabel label(long p) {
                return g.label(p);
            }

            @Override
            public void forEachMove(long p, LongConsumer sink) {
                g.forEachMove(p, sink);
            }
        };
    }

    /** The graph with un-moves (listing un-moves from labelled nodes too, which solvers must ignore). */
    public static ReversibleTurnGame reversible(GameGraph g) {
        int n = g.nodeCount();
        List<List<Integer>> parents = new ArrayList<>();
        for (int u = 0; u < n; u++) {
            parents.add(new ArrayList<>());
        }
        for (int u = 0; u < n; u++) {
            int from = u;
            g.forEachMove(u, v -> parents.get((int) v).add(from));
        }
        return new ReversibleTurnGame() {
            @Override
            public long size() {
                return n;
            }

            @Override
            public TerminalLabel label(long p) {
                return g.label(p);
            }

            @Override
            public void forEachMove(long p, LongConsumer sink) {
                g.forEachMove(p, sink);
            }

            @Override
            public void forEachUnmove(long p, LongConsumer sink) {
                parents.get((int) p).forEach(sink::accept);
            }
        };
    }

    /** A random graph: duplicate moves and self-loops allowed; about a quarter of the nodes labelled. */
    public static GameGraph random(SplittableRandom r, int n, int moves, boolean labels) {
        int[] from = new int[moves];
        int[] to = new int[moves];
        for (int i = 0; i < moves; i++) {
            from[i] = r.nextInt(n);
            to[i] = r.nextInt(n);
        }
        byte[] lab = null;
        if (labels) {
            lab = new byte[n];
            for (int u = 0; u < n; u++) {
                lab[u] = r.nextInt(4) == 0 ? (byte) (1 + r.nextInt(3)) : 0;
            }
        }
        return GameGraph.fromEdges(n, from, to, moves, lab, null);
    }

    /** Asserts that un-moves are the moves reversed, as multisets, over unlabelled sources. */
    public static void assertUnmovesAgree(ReversibleTurnGame game) {
        int n = (int) game.size();
        List<List<Long>> expected = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            expected.add(new ArrayList<>());
        }
        for (int q = 0; q < n; q++) {
            if (game.label(q) == TerminalLabel.NONE) {
                long from = q;
                game.forEachMove(q, p -> expected.get((int) p).add(from));
            }
        }
        for (int p = 0; p < n; p++) {
            List<Long> actual = new ArrayList<>();
            game.forEachUnmove(p, q -> {
                if (game.label(q) == TerminalLabel.NONE) {
                    actual.add(q);
                }
            });
            Collections.sort(actual);
            List<Long> want = expected.get(p);
            Collections.sort(want);
            assertThat(actual).as("un-moves of %d", p).isEqualTo(want);
        }
    }
}
