package org.sprague.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * A continuous piecewise-linear function of the temperature {@code t >= 0}, with integer slopes: the walls of
 * thermographs (Winning Ways ch. 6; Siegel, Combinatorial Game Theory, II.5), whose slopes are 0 and +-1 in
 * the (t, x) plane, so every breakpoint is a dyadic rational.
 */
public final class Trajectory {
    private final List<Dyadic> ts;
    private final List<Dyadic> xs;
    private final int tailSlope;

    private Trajectory(List<Dyadic> ts, List<Dyadic> xs, int tailSlope) {
        this.ts = ts;
        this.xs = xs;
        this.tailSlope = tailSlope;
    }

    /**
     * The constant {@code x}.
     *
     * @param x the value
     * @return the trajectory
     */
    public static Trajectory constant(Dyadic x) {
        return new Trajectory(List.of(Dyadic.ZERO), List.of(x), 0);
    }

    /**
     * The breakpoints' temperatures, ascending from 0.
     *
     * @return the temperatures
     */
    public List<Dyadic> temperatures() {
        return ts;
    }

    /**
     * The values at the breakpoints.
     *
     * @return the values
     */
    public List<Dyadic> values() {
        return xs;
    }

    /**
     * The value at {@code t >= 0}.
     *
     * @param t the temperature
     * @return the value
     */
    public Dyadic valueAt(Dyadic t) {
        int i = ts.size() - 1;
        while (ts.get(i).compareTo(t) > 0) {
            i--;
        }
        return xs.get(i).add(t.subtract(ts.get(i)).multiply(slopeAfter(i)));
    }

    /**
     * {@code x(t) + slope * t}.
     *
     * @param slope the slope added
     * @return the tilted trajectory
     */
    public Trajectory tilt(int slope) {
        List<Dyadic> moved = new ArrayList<>();
        for (int i = 0; i < ts.size(); i++) {
            moved.add(xs.get(i).add(ts.get(i).multiply(slope)));
        }
        return new Trajectory(ts, moved, tailSlope + slope);
    }

    /**
     * The pointwise maximum ({@code max = true}) or minimum.
     *
     * @param a a trajectory
     * @param b another trajectory
     * @param max true for the maximum
     * @return the envelope
     */
    public static Trajectory envelope(Trajectory a, Trajectory b, boolean max) {
        List<Dyadic> points = breakpoints(a, b);
        List<Dyadic> ts = new ArrayList<>();
        List<Dyadic> xs = new ArrayList<>();
        for (Dyadic t : points) {
            ts.add(t);
            Dyadic va = a.valueAt(t);
            Dyadic vb = b.valueAt(t);
            xs.add((va.compareTo(vb) >= 0) == max ? va : vb);
        }
        // no crossing after the last point: the greater there (for max) goes on, or on a tie the steeper
        Dyadic last = points.get(points.size() - 1);
        int cmp = a.valueAt(last).compareTo(b.valueAt(last));
        int tail = cmp == 0 ? (max ? Math.max(a.tailSlope, b.tailSlope) : Math.min(a.tailSlope, b.tailSlope))
                : (cmp > 0) == max ? a.tailSlope : b.tailSlope;
        return simplify(ts, xs, tail);
    }

    /**
     * The least {@code t >= 0} with {@code a(t) <= b(t)}, for {@code a - b} non-increasing; {@code null} if
     * there is none.
      *
      * @param a a trajectory
      * @param b another trajectory
      * @return the temperature where they first meet
     */
    public static Dyadic firstMeeting(Trajectory a, Trajectory b) {
        List<Dyadic> points = breakpoints(a, b);
        for (Dyadic t : points) {
            if (a.valueAt(t).compareTo(b.valueAt(t)) <= 0) {
                return t;
            }
        }
        Dyadic last = points.get(points.size() - 1);
        Dyadic gap = a.valueAt(last).subtract(b.valueAt(last));
        int closing = b.tailSlope - a.tailSlope;
        return closing <= 0 ? null : last.add(gap.divide(closing));
    }

    /**
     * This trajectory up to {@code t0}, then constant.
     *
     * @param t0 the temperature where it freezes
     * @return the frozen trajectory
     */
    public Trajectory freezeAt(Dyadic t0) {
        List<Dyadic> nts = new ArrayList<>();
        List<Dyadic> nxs = new ArrayList<>();
        for (int i = 0; i < ts.size() && ts.get(i).compareTo(t0) < 0; i++) {
            nts.add(ts.get(i));
            nxs.add(xs.get(i));
        }
        nts.add(t0);
        nxs.add(valueAt(t0));
        return simplify(nts, nxs, 0);
    }

    /** Every breakpoint of either, plus every point where they cross, ascending. */
    private static List<Dyadic> breakpoints(Trajectory a, Trajectory b) {
        TreeSet<Dyadic> set = new TreeSet<>(a.ts);
        set.addAll(b.ts);
        List<Dyadic> base = new ArrayList<>(set);
        for (int i = 0; i < base.size(); i++) {
            Dyadic t = base.get(i);
            Dyadic d = a.valueAt(t).subtract(b.valueAt(t));
            int slope = a.slopeAt(t) - b.slopeAt(t);
            if (d.signum() * slope < 0) {
                Dyadic cross = t.add(d.negate().divide(slope));
                if (i + 1 == base.size() || cross.compareTo(base.get(i + 1)) < 0) {
                    set.add(cross);
                }
            }
        }
        return new ArrayList<>(set);
    }

    /** The slope just after {@code t}. */
    private int slopeAt(Dyadic t) {
        int i = ts.size() - 1;
        while (ts.get(i).compareTo(t) > 0) {
            i--;
        }
        return slopeAfter(i);
    }

    private int slopeAfter(int i) {
        if (i == ts.size() - 1) {
            return tailSlope;
        }
        Dyadic rise = xs.get(i + 1).subtract(xs.get(i));
        return rise.divideExact(ts.get(i + 1).subtract(ts.get(i)));
    }

    private static Trajectory simplify(List<Dyadic> ts, List<Dyadic> xs, int tailSlope) {
        List<Dyadic> nts = new ArrayList<>();
        List<Dyadic> nxs = new ArrayList<>();
        for (int i = 0; i < ts.size(); i++) {
            nts.add(ts.get(i));
            nxs.add(xs.get(i));
            int n = nts.size();
            if (n >= 3) {
                Dyadic s1 = nxs.get(n - 2).subtract(nxs.get(n - 3)).multiply(nts.get(n - 1).subtract(nts.get(n - 2)));
                Dyadic s2 = nxs.get(n - 1).subtract(nxs.get(n - 2)).multiply(nts.get(n - 2).subtract(nts.get(n - 3)));
                if (s1.equals(s2)) {
                    nts.remove(n - 2);
                    nxs.remove(n - 2);
                }
            }
        }
        Trajectory out = new Trajectory(nts, nxs, tailSlope);
        int n = nts.size();
        if (n >= 2 && out.slopeAfter(n - 2) == tailSlope) {
            nts.remove(n - 1);
            nxs.remove(n - 1);
        }
        return new Trajectory(List.copyOf(nts), List.copyOf(nxs), tailSlope);
    }
}
