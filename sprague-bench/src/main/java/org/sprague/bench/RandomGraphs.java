package org.sprague.bench;

import java.util.SplittableRandom;
import org.sprague.graph.GameGraph;

/** Seeded random game graphs: every move's source and target uniform, so out-degrees are Poisson distributed. */
final class RandomGraphs {
    private RandomGraphs() {
    }

    static GameGraph uniform(int nodes, int moves, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] offsets = new int[nodes + 1];
        for (int i = 0; i < moves; i++) {
            offsets[random.nextInt(nodes) + 1]++;
        }
        for (int u = 0; u < nodes; u++) {
            offsets[u + 1] += offsets[u];
        }
        int[] targets = new int[moves];
        for (int i = 0; i < moves; i++) {
            targets[i] = random.nextInt(nodes);
        }
        return new GameGraph(offsets, targets, null, null);
    }

    /** A random acyclic graph: every move goes from a uniform node to a uniform higher-numbered one. */
    static GameGraph acyclic(int nodes, int moves, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] offsets = new int[nodes + 1];
        for (int i = 0; i < moves; i++) {
            offsets[random.nextInt(nodes - 1) + 1]++;
        }
        for (int u = 0; u < nodes; u++) {
            offsets[u + 1] += offsets[u];
        }
        int[] targets = new int[moves];
        for (int u = 0; u < nodes - 1; u++) {
            for (int i = offsets[u]; i < offsets[u + 1]; i++) {
                targets[i] = u + 1 + random.nextInt(nodes - 1 - u);
            }
        }
        return new GameGraph(offsets, targets, null, null);
    }

    static GameGraph of(String shape, int nodes, int moves, long seed) {
        return switch (shape) {
            case "uniform" -> uniform(nodes, moves, seed);
            case "acyclic" -> acyclic(nodes, moves, seed);
            default -> throw new IllegalArgumentException("shape " + shape);
        };
    }
}
