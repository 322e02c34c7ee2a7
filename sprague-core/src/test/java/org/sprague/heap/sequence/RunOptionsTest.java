package org.sprague.heap.sequence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The options of a sequence run: named, defaulted and checked when built. */
class RunOptionsTest {
    @Test
    void theDefaultsAreOneThreadTheStandardBudgetAndNothingSaved() {
        RunOptions d = RunOptions.defaults();
        assertThat(d.algorithm()).isNull();
        assertThat(d.threads()).isEqualTo(1);
        assertThat(d.budget()).isEqualTo(SequenceRunner.DEFAULT_BUDGET);
        assertThat(d.time()).isNull();
        assertThat(d.checkpoint()).isNull();
        assertThat(d.resume()).isFalse();
        assertThat(d.automatic()).isFalse();
        assertThat(d.saveEveryMillis()).isEqualTo(60_000);
        assertThat(d.progress()).isSameAs(SequenceRunner.Progress.NONE);
    }

    @Test
    void eachOptionIsSetByNameAndTheRestKept() {
        Path dir = Path.of("runs", "a");
        RunOptions o = RunOptions.builder().algorithm(SequenceRunner.Algorithm.SPARSE).threads(3).budget(1e6)
                .time(Duration.ofSeconds(5)).automaticCheckpoint(dir, true).saveEveryMillis(1000).build();
        assertThat(o.algorithm()).isEqualTo(SequenceRunner.Algorithm.SPARSE);
        assertThat(o.threads()).isEqualTo(3);
        assertThat(o.checkpoint()).isEqualTo(dir);
        assertThat(o.resume()).isTrue();
        assertThat(o.automatic()).isTrue();
        RunOptions later = o.withTime(null);
        assertThat(later.time()).isNull();
        assertThat(later.budget()).isEqualTo(1e6);
        assertThat(later.automatic()).isTrue();
        assertThat(o.time()).isEqualTo(Duration.ofSeconds(5));
        assertThat(o.toBuilder().checkpoint(dir, false).build().automatic()).isFalse();
    }

    @Test
    void nonsenseIsRefusedWhenBuilt() {
        assertThatThrownBy(() -> RunOptions.builder().threads(0).build()).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RunOptions.builder().budget(0).build()).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RunOptions.builder().budget(Double.NaN).build())
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RunOptions.builder().time(Duration.ZERO).build())
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RunOptions.builder().saveEveryMillis(0).build())
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RunOptions.builder().checkpoint(null, true).build())
                .isInstanceOf(IllegalArgumentException.class);
    }
}
