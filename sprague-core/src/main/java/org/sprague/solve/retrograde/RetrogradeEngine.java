package org.sprague.solve.retrograde;

/**
 * A way to run retrograde analysis other than this library's own {@link CountingRetrogradeSolver}, found by
 * {@link RetrogradeEngines} through {@link java.util.ServiceLoader}: so a front end can offer an engine that
 * lives elsewhere (a cluster job) without this library depending on it. An engine must give exactly the answers
 * of {@link CountingRetrogradeSolver}.
 */
public interface RetrogradeEngine {
    /**
     * The name by which a front end chooses this engine ({@link org.sprague.Parameter#ENGINE}).
     *
     * @return a short lower-case name, such as {@code spark}
     */
    String name();

    /**
     * A solver that runs on {@code master} (the engine's own notion of where to run, such as a Spark master URL),
     * or {@code null} for the engine's default.
     *
     * @param master where to run, or {@code null}
     * @return a solver that gives exactly {@link CountingRetrogradeSolver}'s answers
     * @throws org.sprague.BadInputException when the engine cannot be used here, saying how to make it available
     */
    TurnGameSolver solver(String master);
}
