package org.sprague.solve.retrograde;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.sprague.BadInputException;
import org.sprague.Parameter;

/** The retrograde engines by name: {@code local} (this library's solver) and any {@link RetrogradeEngine} found. */
public final class RetrogradeEngines {
    /** The name of the single-machine engine, the default. */
    public static final String LOCAL = "local";

    private RetrogradeEngines() {
    }

    /**
     * The solver of engine {@code name} ({@code null} or {@code local}: {@link CountingRetrogradeSolver}).
     *
     * @param name the engine's name, or {@code null} for the local one
     * @param master where the engine runs; must be {@code null} for the local engine
     * @return the engine's solver
     * @throws BadInputException for an unknown engine, one that is not available, or a master for the local one
     */
    public static TurnGameSolver solver(String name, String master) {
        if (name == null || name.equals(LOCAL)) {
            if (master != null) {
                throw new BadInputException(names -> names.name(Parameter.MASTER) + " is for a distributed engine;"
                        + " give " + names.name(Parameter.ENGINE) + " spark with it");
            }
            return new CountingRetrogradeSolver();
        }
        List<String> known = new ArrayList<>(List.of(LOCAL));
        for (RetrogradeEngine e : ServiceLoader.load(RetrogradeEngine.class)) {
            if (e.name().equals(name)) {
                return e.solver(master);
            }
            known.add(e.name());
        }
        throw unknown(name, known);
    }

    /**
     * The refusal of an engine that is not among those found.
     *
     * @param name the engine asked for
     * @param known the engines found, the local one first
     * @return the exception to throw: for {@code spark}, that it needs the command's Spark bridge
     */
    public static BadInputException unknown(String name, List<String> known) {
        if (name.equals("spark")) {
            return new BadInputException(names -> names.name(Parameter.ENGINE) + " spark needs the sprague command"
                    + " with its Spark bridge; this program has engines " + String.join(", ", known));
        }
        return new BadInputException("unknown engine '" + name + "'; engines: " + String.join(", ", known)
                + (known.contains("spark") ? "" : ", spark (with the sprague-spark module)"));
    }
}
