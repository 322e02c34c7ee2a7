package org.sprague.partizan.loopy;

import org.sprague.partizan.Dyadic;

/**
 * A stop of a stopper: a number, {@code on} (above every number) or {@code off} (below every number), as CGSuite
 * prints them ({@code lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala}: {@code {pass|}}
 * has both stops {@code on}).
 *
 * @param infinity +1 for {@code on}, -1 for {@code off}, 0 for a number
 * @param number the number when {@code infinity} is 0, else null
 */
public record Stop(int infinity, Dyadic number) implements Comparable<Stop> {
    /** The stop {@code on}. */
    public static final Stop ON = new Stop(1, null);
    /** The stop {@code off}. */
    public static final Stop OFF = new Stop(-1, null);

    /**
     * The stop that is the number {@code x}.
     *
     * @param x the number
     * @return the stop that is the number {@code x}
     */
    public static Stop of(Dyadic x) {
        return new Stop(0, x);
    }

    @Override
    public int compareTo(Stop o) {
        if (infinity != o.infinity) {
            return Integer.compare(infinity, o.infinity);
        }
        return infinity == 0 ? number.compareTo(o.number) : 0;
    }

    @Override
    public String toString() {
        return infinity > 0 ? "on" : infinity < 0 ? "off" : number.toString();
    }
}
