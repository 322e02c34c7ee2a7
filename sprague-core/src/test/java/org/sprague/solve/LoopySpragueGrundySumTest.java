package org.sprague.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.sprague.value.Outcome;

/**
 * Hand-worked sums by Smith's theorem over a small loopy game written out here: {@code a} has value 2 and options
 * {@code z} (0), {@code o} (1) and {@code t} (3); {@code t} has value 3, with options {@code z}, {@code o} and
 * {@code a} (so the move a -> t is reversed by t -> a); {@code z} 0; {@code o} 1; {@code u} is ∞(0,1)
 * with options {@code z}, {@code o} and {@code u} itself; {@code w} is ∞(0,2) with options {@code z}, {@code a}
 * and {@code w}.
 */
class LoopySpragueGrundySumTest {
    private static final Map<String, Long> VALUE = Map.of("a", 2L, "t", 3L, "z", 0L, "o", 1L, "u", -1L, "w", -1L);
    private static final Map<String, List<String>> OPTIONS = Map.of("a", List.of("z", "o", "t"), "t", List.of("z", "o", "a"),
            "z", List.of(), "o", List.of("z"), "u", List.of("z", "o", "u"), "w", List.of("z", "a", "w"));

    private static final LoopyGrundyOracle<String> ORACLE = new LoopyGrundyOracle<>() {
        @Override
        public long value(String p) {
            return VALUE.get(p);
        }

        @Override
        public long[] reach(String p) {
            return OPTIONS.get(p).stream().mapToLong(VALUE::get).filter(v -> v >= 0).sorted().distinct().toArray();
        }

        @Override
        public void optionsOfValue(String p, long target, Consumer<? super String> sink) {
            OPTIONS.get(p).stream().filter(o -> VALUE.get(o) == target).forEach(sink);
        }
    };

    private static LoopySpragueGrundySum.Analysis<String> sum(String... tokens) {
        return new LoopySpragueGrundySum<>(ORACLE).analyse(List.of(tokens));
    }

    @Test
    void finiteSumsAreNimSumsAndAWinningMoveMayRaiseAValue() {
        // 2 XOR 3 = 1: a -> t (2 to 3, raising) leaves 3 XOR 3, and t -> a leaves 2 XOR 2
        LoopySpragueGrundySum.Analysis<String> s = sum("a", "t");
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(s.text()).isEqualTo("1");
        assertThat(s.winningMoves()).containsExactly(new SumMove<>(0, "t"), new SumMove<>(1, "a"));
        assertThat(sum("a", "a").outcome()).isEqualTo(Outcome.SECOND);
        assertThat(sum("a", "a").winningMoves()).isEmpty();
    }

    @Test
    void oneInfiniteComponentWinsWhenTheOthersXorIsInK() {
        // ∞(0,1) + *1: 1 is in K, so u -> o leaves *1 + *1
        LoopySpragueGrundySum.Analysis<String> s = sum("u", "o");
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(s.value()).isEmpty();
        assertThat(s.text()).isEqualTo("∞(0,1)");
        assertThat(s.winningMoves()).containsExactly(new SumMove<>(0, "o"));
        // ∞(0,2) + *1: 1 is not in K, a draw of value ∞(1,3)
        LoopySpragueGrundySum.Analysis<String> d = sum("w", "o");
        assertThat(d.outcome()).isEqualTo(Outcome.DRAW);
        assertThat(d.text()).isEqualTo("∞(1,3)");
        assertThat(d.winningMoves()).isEmpty();
    }

    @Test
    void twoInfiniteComponentsDraw() {
        LoopySpragueGrundySum.Analysis<String> s = sum("u", "z", "w");
        assertThat(s.outcome()).isEqualTo(Outcome.DRAW);
        assertThat(s.text()).isEqualTo("∞()");
        assertThat(s.winningMoves()).isEmpty();
    }
}
