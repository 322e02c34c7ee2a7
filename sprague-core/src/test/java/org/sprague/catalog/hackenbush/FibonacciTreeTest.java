package org.sprague.catalog.hackenbush;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

class FibonacciTreeTest {
    private final FibonacciTreeGame game = new FibonacciTreeGame();

    private Solution solve(String... position) {
        return (Solution) game.solve(GameOptions.none(), Arrays.asList(position));
    }

    @Test
    void closedFormMatchesTheColonRecurrence() {
        BigInteger[] g = new BigInteger[3001];
        g[1] = BigInteger.ZERO;
        g[2] = BigInteger.ONE;
        for (int n = 3; n <= 3000; n++) {
            g[n] = g[n - 2].add(BigInteger.ONE).xor(g[n - 1].add(BigInteger.ONE));
        }
        for (int n = 1; n <= 3000; n++) {
            assertThat(FibonacciTree.value(BigInteger.valueOf(n))).as("n=%d", n).isEqualTo(g[n]);
        }
    }

    @Test
    void closedFormMatchesTheTreesBuiltExplicitlyUpToTwenty() {
        for (int n = 1; n <= 20; n++) {
            RootedGraph tree = FibonacciTree.explicit(n);
            assertThat(tree.edges() + 1L).isEqualTo(FibonacciTree.size(n));
            assertThat(BigInteger.valueOf(GreenHackenbush.value(tree, tree.allEdges())))
                    .isEqualTo(FibonacciTree.value(BigInteger.valueOf(n)));
        }
    }

    @Test
    void largeTreesCutDownToFewEdgesGetRemoteness() {
        // order 7 has 40 edges; with both of the root's subtrees removed only the root is left
        assertThat(solve("7", "R", "L").remoteness().orNull()).isZero();
        // with the right subtree removed, cutting the root's left edge removes everything: one move
        assertThat(solve("7", "R").remoteness().orNull()).isEqualTo(1L);
        // the left subtree of order 7 is order 5 (14 edges): the same game as order 5 hanging by one more edge
        Solution left = solve("7", "R");
        assertThat(left.grundy().orNull()).isEqualTo(solve("5").grundy().orNull().add(BigInteger.ONE));
    }

    @Test
    void leetCode2005Samples() {
        assertThat(solve("3").outcome()).isEqualTo(Outcome.FIRST);
        assertThat(solve("1").outcome()).isEqualTo(Outcome.SECOND);
        assertThat(solve("2").outcome()).isEqualTo(Outcome.FIRST);
    }

    @Test
    void hugeOrders() {
        BigInteger n = BigInteger.TEN.pow(18);
        // 10^18 mod 6 = 4
        Solution s = solve(n.toString());
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(solve(n.add(BigInteger.valueOf(3)).toString()).outcome()).isEqualTo(Outcome.SECOND);
        assertThat(solve("1" + "0".repeat(100) + "3").outcome()).isEqualTo(Outcome.SECOND); // 10^101 + 3 = 1 mod 6
        // a mid-game position far down a huge tree, and a winning move found by descent for a moderate one
        Solution mid = solve(n.toString(), "RRRRL");
        assertThat(mid.outcome()).isEqualTo(mid.grundy().orNull().signum() == 0 ? Outcome.SECOND : Outcome.FIRST);
        Solution moderate = solve("100");
        assertThat(moderate.winningMoves()).hasSize(1);
        List<String> to = moderate.winningMoves().get(0).to();
        assertThat(solve(to.toArray(new String[0])).outcome()).isEqualTo(Outcome.SECOND);
    }

    @Test
    void badInput() {
        assertThatThrownBy(() -> solve("0")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> solve("-3")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> solve("3", "LL")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("does not exist");
        assertThatThrownBy(() -> solve("3", "X")).isInstanceOf(BadInputException.class);
    }
}
