package org.sprague.split;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.sprague.BadInputException;
import org.sprague.Parameter;

/** The engines that solve a split search's leaves, by name: {@code local} (this process) and any found. */
public final class SplitEngines {
    /** The in-process engine: the leaves one after another. */
    public static final String LOCAL = "local";

    private SplitEngines() {
    }

    /**
     * The solver of engine {@code name}.
     *
     * @param name the engine's name, {@code local} or one registered as a {@link SplitEngine}
     * @param master where it runs, or {@code null}; none for the local engine
     * @return the solver
     * @throws BadInputException for an unknown engine, or a master with the local one
     */
    public static LeafSolver solver(String name, String master) {
        if (name.equals(LOCAL)) {
            if (master != null) {
                throw new BadInputException(names -> names.name(Parameter.MASTER) + " is for a distributed engine;"
                        + " give " + names.name(Parameter.ENGINE) + " spark with it");
            }
            return SplitEngines::solveHere;
        }
        List<String> known = new ArrayList<>(List.of(LOCAL));
        for (SplitEngine e : ServiceLoader.load(SplitEngine.class)) {
            if (e.name().equals(name)) {
                return e.solver(master);
            }
            known.add(e.name());
        }
        throw org.sprague.solve.retrograde.RetrogradeEngines.unknown(name, known);
    }

    /** One leaf a round, so that a lazy game asks for no leaf it can do without. */
    private static Map<String, SplitGame.Leaf> solveHere(String game, List<String> rows, int depth,
            org.sprague.solve.Budget budget) {
        return SplitRounds.run(SplitGames.find(game), rows, depth, 1, keys -> {
            Map<String, SplitGame.Leaf> out = new LinkedHashMap<>();
            for (String key : keys) {
                out.put(key, SplitGames.solve(game, key, budget));
            }
            return out;
        });
    }
}
