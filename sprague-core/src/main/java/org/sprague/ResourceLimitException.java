package org.sprague;

/**
 * A computation would exceed a budget (positions, memory or time). The message is one line that says what was
 * needed; {@link #resource()} and {@link #needed()} let a front end add how to raise the limit in its own words.
 * Front ends show the message and exit with status 3.
 */
public class ResourceLimitException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Which limit was reached. */
    public enum Resource {
        /** The step estimate was over the step budget. */
        STEPS,
        /** The time budget ran out. */
        TIME,
        /** Memory, or a limit a solver states in its own unit. */
        OTHER
    }

    private final Resource resource;
    private final double needed;

    /** A limit of a solver's own kind, described by the message alone. */
    public ResourceLimitException(String message) {
        this(message, Resource.OTHER, Double.NaN);
    }

    /**
     * A limit of a known kind.
     *
     * @param needed the amount needed in the resource's unit (steps; seconds for time), or NaN
     */
    public ResourceLimitException(String message, Resource resource, double needed) {
        super(message);
        this.resource = resource;
        this.needed = needed;
    }

    /** Which limit was reached. */
    public Resource resource() {
        return resource;
    }

    /** The amount needed, in the resource's unit, or NaN when not known. */
    public double needed() {
        return needed;
    }
}
