package org.sprague;

/**
 * A computation would exceed a budget (positions, memory or time). The message is one line that says what was
 * needed; {@link #resource()} and {@link #needed()} let a front end add how to raise the limit in its own words
 * (a command-line option, a JVM setting), and a message that refers to a parameter the caller chose is kept as a
 * {@link Wording} ({@link #message(ParameterNames)}). Front ends show the message and exit with status 3.
 */
public class ResourceLimitException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Which limit was reached. */
    public enum Resource {
        /** The step estimate was over the step budget; {@link #needed()} is the estimate in steps. */
        STEPS,
        /** The time budget ran out; {@link #needed()} is the time limit in seconds. */
        TIME,
        /**
         * The memory of this JVM; {@link #needed()} is the largest heap (the JVM's maximum heap size, in bytes)
         * with which the computation would have been allowed to start, an estimate.
         */
        MEMORY,
        /** A limit a solver states in its own unit, described by the message alone. */
        OTHER
    }

    private final Resource resource;
    private final double needed;
    private final transient Wording wording;

    /**
     * A limit of a solver's own kind, described by the message alone.
     *
     * @param message one line saying what was needed
     */
    public ResourceLimitException(String message) {
        this(message, Resource.OTHER, Double.NaN);
    }

    /**
     * A limit of a known kind.
     *
     * @param message one line saying what was needed
     * @param resource which limit was reached
     * @param needed the amount needed in the resource's unit (see {@link Resource}), or NaN
     */
    public ResourceLimitException(String message, Resource resource, double needed) {
        this(Wording.of(message), resource, needed);
    }

    /**
     * A limit of a known kind, with a message that names parameters (such as a smaller request that would run).
     *
     * @param wording the message, worded for any front end's names
     * @param resource which limit was reached
     * @param needed the amount needed in the resource's unit (see {@link Resource}), or NaN
     */
    public ResourceLimitException(Wording wording, Resource resource, double needed) {
        super(wording.in(ParameterNames.LIBRARY));
        this.wording = wording;
        this.resource = resource;
        this.needed = needed;
    }

    /**
     * Which limit was reached.
     *
     * @return the resource, {@link Resource#OTHER} when the message alone describes it
     */
    public Resource resource() {
        return resource;
    }

    /**
     * The amount needed, in the resource's unit (see {@link Resource}).
     *
     * @return the amount, or NaN when not known
     */
    public double needed() {
        return needed;
    }

    /**
     * The message with parameters named as {@code names} names them.
     *
     * @param names a front end's names for the parameters
     * @return one line; {@link #getMessage()} when the message names no parameter or was deserialized
     */
    public String message(ParameterNames names) {
        return wording == null ? getMessage() : wording.in(names);
    }

    /**
     * Memory that this JVM cannot give: {@link #needed()} is the heap in use now plus {@code bytes / share}, the
     * maximum heap with which the check that failed would have passed.
     *
     * @param message one line saying how much was needed and how much was free, without a remedy
     * @param bytes the memory the computation asked for
     * @param share the part of the free heap the check allows (0.9: a tenth kept for the rest of the program)
     * @return an exception of {@link Resource#MEMORY}
     */
    public static ResourceLimitException memory(String message, long bytes, double share) {
        Runtime rt = Runtime.getRuntime();
        double heap = rt.totalMemory() - rt.freeMemory() + bytes / share;
        return new ResourceLimitException(message, Resource.MEMORY, heap);
    }
}
