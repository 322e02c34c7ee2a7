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
        // position 2 has options {0, 1, 3} where 3 has value 2 (options {0, 1}); value of 2 is mex{0,1,2} = 3
        ImpartialGame<Integer> game = (p, sink) -> {
            switch (p) {
                case 1 -> sink.accept(0);
                case 2 -> {
                    sink.accept(0);
                    sink.accept(1);
                    sink.accept(3);
                }
                case 3 -> {
                    sink.accept(0);
                    sink.accept(1);
                }
                default -> {
                }
            }
        };
        MemoizedGrundySolver<Integer> solver = new MemoizedGrundySolver<>(game);
        assertThat(solver.grundy(2)).isEqualTo(3);
        SpragueGrundySum<Integer> sum = new SpragueGrundySum<>(game, solver);
        // 1 + 3: values 1 xor 2 = 3; moving 3 -> 1 gives 1 xor 1 = 0, and moving 1 -> 0 gives 0 xor 2 != 0
        assertThat(sum.winningMoves(List.of(1, 3))).containsExactly(new SumMove<>(1, 1));
        // 2 + 3: values 3 xor 2 = 1; 2 -> 3 raises nothing; 3 -> ? needs value 3: none; 2 -> option of value 2 = 3
        assertThat(sum.winningMoves(List.of(2, 3))).containsExactly(new SumMove<>(0, 3));
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
