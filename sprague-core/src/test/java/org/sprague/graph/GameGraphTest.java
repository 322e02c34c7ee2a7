package org.sprague.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GameGraphTest {
    @Test
    void aMoveToNoNodeIsRejected() {
        assertThatThrownBy(() -> new GameGraph(new int[] {0, 1, 2}, new int[] {1, 2}, null, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("goes to 2");
        assertThatThrownBy(() -> new GameGraph(new int[] {0, 1}, new int[] {-1}, null, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("goes to -1");
    }

    @Test
    void decreasingOffsetsAndUnknownLabelsAreRejected() {
        assertThatThrownBy(() -> new GameGraph(new int[] {0, 2, 1, 2}, new int[] {0, 1}, null, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("decrease");
        assertThatThrownBy(() -> new GameGraph(new int[] {0, 0}, new int[0], new byte[] {9}, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("label code 9");
    }

    @Test
    void anEdgeFromNoNodeIsRejected() {
        assertThatThrownBy(() -> GameGraph.fromEdges(2, new int[] {2}, new int[] {0}, 1, null, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("starts at 2");
    }

    @Test
    void aValidGraphKeepsItsMoves() {
        GameGraph g = GameGraph.fromEdges(3, new int[] {0, 0, 1}, new int[] {1, 2, 2}, 3, null, null);
        assertThat(g.nodeCount()).isEqualTo(3);
        assertThat(g.targets()).containsExactly(1, 2, 2);
        assertThat(g.offsets()).containsExactly(0, 2, 3, 3);
    }
}
