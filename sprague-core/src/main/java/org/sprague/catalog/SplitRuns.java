package org.sprague.catalog;

import org.sprague.BadInputException;
import org.sprague.split.LeafSolver;
import org.sprague.split.SplitEngines;

/**
 * The options of a search split into subtrees ({@link org.sprague.split}) in the catalog's searching games:
 * where the subtrees are solved ({@code spark}: as Spark tasks) and at which depth the tree is cut.
 */
public final class SplitRuns {
    /** The engine of a search. */
    public static final GameOption ENGINE = GameOption.value("--engine", "E",
            "local (one machine, the default) or spark: the search cut a few moves deep into subtrees, each solved"
                    + " as a Spark task by the one-machine search, and combined exactly", null);
    /** The Spark master. */
    public static final GameOption MASTER = GameOption.value("--master", "URL",
            "with --engine spark: the Spark master (default local[*])", null);
    /** The depth of the cut. */
    public static final GameOption DEPTH = GameOption.value("--split-depth", "D",
            "with --engine spark: the moves before the cut, 1 to " + SplitRuns.MOST_DEPTH + " (default "
                    + SplitRuns.DEFAULT_DEPTH + ")", null);
    /** The depth of the cut when none is given. */
    public static final int DEFAULT_DEPTH = 1;
    /** The deepest cut. */
    public static final int MOST_DEPTH = 4;

    private SplitRuns() {
    }

    /**
     * Whether the options ask for a split search: an engine other than the local one.
     *
     * @param options the given options
     * @return true for {@code --engine spark} (or another split engine)
     * @throws BadInputException when the split's options are given without such an engine
     */
    public static boolean requested(GameOptions options) {
        String engine = options.string(ENGINE, SplitEngines.LOCAL);
        boolean split = !engine.equals(SplitEngines.LOCAL);
        if (!split) {
            for (GameOption o : java.util.List.of(MASTER, DEPTH)) {
                if (options.asMap().containsKey(o.name())) {
                    throw new BadInputException(o.name() + " goes with " + ENGINE.name() + " spark");
                }
            }
        }
        return split;
    }

    /**
     * The solver of the subtrees the options ask for.
     *
     * @param options the given options
     * @return the engine's solver
     * @throws BadInputException for an unknown or unavailable engine
     */
    public static LeafSolver solver(GameOptions options) {
        return SplitEngines.solver(options.string(ENGINE, SplitEngines.LOCAL), options.string(MASTER));
    }

    /**
     * The depth of the cut.
     *
     * @param options the given options
     * @return from 1 to {@link #MOST_DEPTH}
     * @throws BadInputException when out of range
     */
    public static int depth(GameOptions options) {
        int depth = options.intValue(DEPTH, 1, DEFAULT_DEPTH);
        if (depth > MOST_DEPTH) {
            throw new BadInputException(DEPTH.name() + " must be at most " + MOST_DEPTH + ", got " + depth);
        }
        return depth;
    }

    /**
     * The note of a split answer (the positions and time are the searches' counts, shown on request).
     *
     * @param depth the cut's depth
     * @param leaves the subtrees solved
     * @return one line
     */
    public static String note(int depth, int leaves) {
        return "the search cut " + depth + " move" + (depth == 1 ? "" : "s") + " deep: " + leaves + " subtrees (one"
                + " per symmetry class) solved alone by the one-machine search, combined exactly";
    }
}
