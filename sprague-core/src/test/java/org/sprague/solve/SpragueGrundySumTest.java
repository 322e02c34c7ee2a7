package org.sprague.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.sprague.game.DisjunctiveSum;
import org.sprague.game.ImpartialGame;

/**
 * The Sprague-Grundy theorem checked against direct search of the sum: values, outcomes and every winning
 * move, on random games whose moves may raise a component's value.
 */
class SpragueGrundySumTest {
    @Test
    void sumsAgreeWithSearchOfTheSumItself() {
        SplittableRandom random = new SplittableRandom(5);
        for (int trial = 0; trial < 30; trial++) {
            ImpartialGame<Integer> component = randomDag(random, 12);
            MemoizedGrundySolver<Integer> single = new MemoizedGrundySolver<>(component);
            SpragueGrundySum<Integer> theorem = new SpragueGrundySum<>(component, single);
            MemoizedGrundySolver<List<Integer>> search = new MemoizedGrundySolver<>(new DisjunctiveSum<>(component));
            for (int rep = 0; rep < 20; rep++) {
                List<Integer> position = new ArrayList<>();
                for (int c = 1 + random.nextInt(3); c > 0; c--) {
                    position.add(random.nextInt(12));
                }
                assertThat(theorem.nimSum(position)).isEqualTo(search.grundy(position));
                List<List<Integer>> expected = search.winningOptions(position);
                List<List<Integer>> actual = new ArrayList<>();
                for (SumMove<Integer> m : theorem.winningMoves(position)) {
                    List<Integer> to = new ArrayList<>(position);
                    to.set(m.component(), m.option());
                    actual.add(to);
                }
                // same moves in the same order: component by component, each in its own option order
                assertThat(actual).containsExactlyElementsOf(expected);
            }
        }
    }

    @Test
    void aWinningMoveMayRaiseAComponent() {
        // hand-worked: n <= 3 is a Nim heap (options 0..n-1, value n); 4 has options {0, 3}, so G(4) = mex{0,3} = 1
        ImpartialGame<Integer> game = (p, sink) -> {
            if (p == 4) {
                sink.accept(0);
                sink.accept(3);
            } else {
                for (int o = 0; o < p; o++) {
                    sink.accept(o);
                }
            }
        };
        MemoizedGrundySolver<Integer> solver = new MemoizedGrundySolver<>(game);
        assertThat(solver.grundy(4)).isEqualTo(1);
        assertThat(solver.grundy(3)).isEqualTo(3);
        SpragueGrundySum<Integer> sum = new SpragueGrundySum<>(game, solver);
        // 4 + 3: values 1 xor 3 = 2. Moving 4 -> 3 raises that component from 1 to 3 and leaves 3 xor 3 = 0;
        // moving 3 -> 1 lowers the other to 1 and leaves 1 xor 1 = 0; nothing else wins
        List<SumMove<Integer>> moves = sum.winningMoves(List.of(4, 3));
        assertThat(moves).containsExactly(new SumMove<>(0, 3), new SumMove<>(1, 1));
        assertThat(solver.grundy(moves.get(0).option())).as("the move raises its component")
                .isGreaterThan(solver.grundy(4));
    }

    static ImpartialGame<Integer> randomDag(SplittableRandom random, int size) {
        List<List<Integer>> edges = new ArrayList<>();
        for (int v = 0; v < size; v++) {
            List<Integer> out = new ArrayList<>();
            for (int k = random.nextInt(4); k > 0 && v > 0; k--) {
                out.add(random.nextInt(v));
            }
            edges.add(out);
        }
        return (p, sink) -> edges.get(p).forEach(sink);
    }
}
