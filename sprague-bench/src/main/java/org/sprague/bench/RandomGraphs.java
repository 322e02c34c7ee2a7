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
}
