package org.sprague.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;

/** The wording and figures of {@link SearchOverrun}'s refusal, on a range worked by hand (2 to 8: middle 4). */
class SearchOverrunTest {
    private static final SearchOverrun RANGE = new SearchOverrun("the test search", 2, 8, "");

    @Test
    void aStepRefusalGainsTheRangeAndOffersItsGeometricMiddle() {
        ResourceLimitException stopped = new ResourceLimitException("stopped after 100 positions",
                ResourceLimitException.Resource.STEPS, 1000);
        ResourceLimitException shown = RANGE.refusal(stopped, 1000);
        assertThat(shown.getMessage()).isEqualTo("stopped after 100 positions; a search's size is not known before it"
                + " ends: on the boards measured (docs/BENCHMARKS.md) the test search needed 2 to 8 times the budget"
                + " that refused it (2.0e+03 to 8.0e+03 steps here)");
        assertThat(shown.needed()).isEqualTo(4000);
        assertThat(shown.resource()).isEqualTo(ResourceLimitException.Resource.STEPS);
        assertThat(shown.getCause()).isSameAs(stopped);
    }

    @Test
    void otherLimitsAndUnlimitedBudgetsPassUnchanged() {
        ResourceLimitException time = new ResourceLimitException("stopped after 1 s",
                ResourceLimitException.Resource.TIME, 1);
        assertThat(RANGE.refusal(time, 1000)).isSameAs(time);
        ResourceLimitException steps = new ResourceLimitException("x", ResourceLimitException.Resource.STEPS, 1);
        assertThat(RANGE.refusal(steps, Double.POSITIVE_INFINITY)).isSameAs(steps);
    }

    @Test
    void theRangeHoldsItsEndsAndRefusesAnEmptyOne() {
        assertThat(RANGE.holds(10, 20)).isTrue();
        assertThat(RANGE.holds(10, 80)).isTrue();
        assertThat(RANGE.holds(10, 19)).isFalse();
        assertThat(RANGE.holds(10, 81)).isFalse();
        assertThatThrownBy(() -> new SearchOverrun("s", 3, 2, "")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SearchOverrun("s", 0.5, 2, "")).isInstanceOf(IllegalArgumentException.class);
    }
}
