package org.sprague.split;

/**
 * A place to solve the leaves of a split search other than this process, found by {@link SplitEngines} through
 * {@link java.util.ServiceLoader}, as {@link org.sprague.solve.retrograde.RetrogradeEngine} is: a front end offers
 * an engine that lives elsewhere (a Spark job) without this library depending on it.
 */
public interface SplitEngine {
    /**
     * The name by which a front end chooses this engine ({@link org.sprague.Parameter#ENGINE}).
     *
     * @return a short lower-case name, such as {@code spark}
     */
    String name();

    /**
     * A solver running on {@code master} (such as a Spark master URL), or on the engine's default for {@code null}.
     *
     * @param master where to run, or {@code null}
     * @return the solver
     * @throws org.sprague.BadInputException when the engine cannot be used here, saying how to make it available
     */
    LeafSolver solver(String master);
}
