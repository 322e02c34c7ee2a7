package org.sprague.catalog.partizan;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.domineering.Domineering;
import org.sprague.domineering.DomineeringSearch;
import org.sprague.search.SearchCheckpoint;
import org.sprague.solve.Budget;

/**
 * The options of a long Domineering search in the catalog: its threads, its checkpoint
 * ({@link DomineeringSearch.Run}) and its time.
 */
final class DomineeringSearchRuns {
    /** The most threads a search takes. */
    static final int MOST_THREADS = 256;
    /** Worker threads of a search. */
    static final GameOption THREADS = GameOption.value("--threads", "N",
            "with a search: threads sharing its table (default: the machine's cores); the answer is the same", null);
    /** Where a search's table is saved at intervals. */
    static final GameOption CHECKPOINT = GameOption.value("--checkpoint", "DIR",
            "with a search: save its table in DIR at intervals (a new directory), to continue with --resume", null);
    /** A saved search to continue. */
    static final GameOption RESUME = GameOption.value("--resume", "DIR",
            "with a search: continue the search saved in DIR (and keep saving there)", null);
    /** The interval between saves. */
    static final GameOption CHECKPOINT_EVERY = GameOption.value("--checkpoint-every", "SECONDS",
            "with --checkpoint or --resume: seconds between saves (default 60)", "60");
    /** A search's time. */
    static final GameOption TIME = GameOption.value("--time", "DURATION",
            "with a search: its time, such as 90s, 30m, 2h or 1d (with --checkpoint, saved when it runs out); the"
                    + " step budget still holds unless it is none", null);
    /** The options, in the order help lists them. */
    static final List<GameOption> OPTIONS = List.of(THREADS, CHECKPOINT, RESUME, CHECKPOINT_EVERY, TIME);

    private DomineeringSearchRuns() {
    }

    /**
     * The run the options ask for on {@code board}.
     *
     * @param options the given options
     * @param board the board searched
     * @return threads and checkpoint
     * @throws BadInputException when an option is out of range, or both --checkpoint and --resume are given
     */
    static DomineeringSearch.Run run(GameOptions options, Domineering.Board board) {
        int threads = options.intValue(THREADS, 1, Runtime.getRuntime().availableProcessors());
        if (threads > MOST_THREADS) {
            throw new BadInputException(THREADS.name() + " must be at most " + MOST_THREADS + ", got " + threads);
        }
        String checkpoint = options.string(CHECKPOINT);
        String resume = options.string(RESUME);
        if (checkpoint != null && resume != null) {
            throw new BadInputException("give either " + CHECKPOINT.name() + " DIR (a new search) or "
                    + RESUME.name() + " DIR (a saved one), not both");
        }
        double every = seconds(options.string(CHECKPOINT_EVERY, "60"));
        if (checkpoint == null && resume == null) {
            if (options.asMap().containsKey(CHECKPOINT_EVERY.name())) {
                throw new BadInputException(CHECKPOINT_EVERY.name() + " goes with " + CHECKPOINT.name() + " or "
                        + RESUME.name());
            }
            return new DomineeringSearch.Run(threads, null, false);
        }
        Path dir = Path.of(checkpoint != null ? checkpoint : resume);
        return new DomineeringSearch.Run(threads,
                new SearchCheckpoint(dir, DomineeringSearch.checkpointName(board), every), resume != null);
    }

    /**
     * The run's budget with the time of {@code --time} when given.
     *
     * @param options the given options
     * @return the budget
     * @throws BadInputException when the duration is not one
     */
    static Budget budget(GameOptions options) {
        String text = options.string(TIME);
        if (text == null) {
            return options.budget();
        }
        Matcher m = Pattern.compile("([0-9]{1,9})(s|m|min|h|d)?").matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!m.matches() || Long.parseLong(m.group(1)) == 0) {
            throw new BadInputException(TIME.name() + " must be a positive duration such as 90s, 30m, 2h or 1d; got '"
                    + (text.length() > 40 ? text.substring(0, 40) + "..." : text) + "'");
        }
        long v = Long.parseLong(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        return options.budget().withTime(switch (unit) {
            case "s" -> Duration.ofSeconds(v);
            case "m", "min" -> Duration.ofMinutes(v);
            case "h" -> Duration.ofHours(v);
            default -> Duration.ofDays(v);
        });
    }

    private static double seconds(String text) {
        double s;
        try {
            s = Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            s = Double.NaN;
        }
        if (!(s >= 0.01 && s <= 1e6) || !text.strip().matches("[0-9]+(\\.[0-9]+)?")) {
            throw new BadInputException(CHECKPOINT_EVERY.name() + " takes seconds from 0.01 to 1000000, got '"
                    + (text.length() > 40 ? text.substring(0, 40) + "..." : text) + "'");
        }
        return s;
    }
}
