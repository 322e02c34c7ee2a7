package org.sprague.cli.output;

import java.io.PrintStream;
import java.util.List;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.Detail;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.PartizanAnswer;
import org.sprague.catalog.PositionTable;
import org.sprague.catalog.ScoringAnswer;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

/**
 * Text for people: short labelled lines, long positions abbreviated.
 */
public final class TextOutput {
    /** Positions longer than this are shown by their first items and a count. */
    private static final int SHOWN_ITEMS = 12;
    /** Longer position texts are cut to this many characters. */
    private static final int SHOWN_CHARS = 160;
    /** The least width of an answer's label column; a longer label widens the column of its answer. */
    private static final int LABEL_WIDTH = 11;

    private TextOutput() {
    }

    /** Prints a position's answer; scoring games show optimal moves and call equal scores a draw. */
    static void solution(Solution s, GameOptions options, PrintStream out) {
        out.println(header(s.game(), options, s.position()));
        int width = labelWidth(s.details());
        if (s instanceof ScoringAnswer sc) {
            line("outcome", sc.outcome() == Outcome.DRAW ? "draw (equal scores)" : describe(sc.outcome()), width, out);
            line("value", sc.value(), width, out);
            body(s, "optimal moves", width, out);
        } else {
            // impartial and loopy answers print alike; the grundy line only when a value is known
            line("outcome", describe(s.outcome()), width, out);
            s.grundy().asOptional().ifPresent(g -> line("grundy", g, width, out));
            body(s, "winning moves", width, out);
        }
    }

    /**
     * The label column of an answer: as wide as its longest label, at least {@link #LABEL_WIDTH}; a space
     * follows it.
     */
    private static int labelWidth(List<Detail> details) {
        int width = LABEL_WIDTH;
        for (Detail d : details) {
            if (shown(d)) {
                width = Math.max(width, d.name().length());
            }
        }
        return width;
    }

    /** Whether a detail has a text line: a group only when it has a summary. */
    private static boolean shown(Detail d) {
        return !(d instanceof Detail.Group g) || g.summary() != null;
    }

    private static void line(String label, Object value, int width, PrintStream out) {
        out.println("  " + pad(label, width) + " " + value);
    }

    private static void body(Solution s, String label, int width, PrintStream out) {
        for (Detail d : s.details()) {
            if (shown(d)) {
                line(d.name(), d instanceof Detail.Group g ? g.summary() : d.plain(), width, out);
            }
        }
        line("remoteness", s.remoteness().asOptional().map(String::valueOf).orElse("-"), width, out);
        List<MoveReport> moves = s.winningMoves();
        if (moves.isEmpty()) {
            out.println("  " + label + (s.winningMovesComplete() ? ": none" : ": not listed"));
        } else {
            out.println("  " + label + " (" + moves.size() + (s.winningMovesComplete() ? "" : ", not all") + "):");
            for (MoveReport m : moves) {
                String to = m.to() == null ? "" : "   => " + (m.to().isEmpty() ? "(nothing left)" : abbreviate(m.to()));
                out.println("    " + m.move() + to);
            }
        }
        for (String note : s.notes()) {
            out.println("  note: " + note);
        }
    }

    /** A partizan position: its header, the analysis, the notes. */
    static void partizan(PartizanAnswer p, GameOptions options, PrintStream out) {
        out.println(header(p.game(), options, p.position()));
        PartizanOutput.text(p.analysis(), out);
        for (String note : p.notes()) {
            out.println("  note: " + note);
        }
    }

    /** One line per position: name, outcome, remoteness, then any further fields as key=value. */
    static void table(PositionTable t, PrintStream out) {
        out.println(t.game() + ": " + t.size() + " position" + (t.size() == 1 ? "" : "s"));
        for (int i = 0; i < t.size(); i++) {
            PositionTable.Row row = t.row(i);
            StringBuilder line = new StringBuilder("  ").append(pad(row.node(), 10)).append(' ')
                    .append(pad(row.outcome().label(), 7)).append("  remoteness ")
                    .append(row.remoteness().asOptional().map(String::valueOf).orElse("-"));
            for (Detail d : row.details()) {
                line.append("  ").append(d.name()).append('=').append(d.plain());
            }
            out.println(line);
        }
        t.details().forEach(d -> out.println("  " + d.name() + ": " + d.plain()));
        for (String note : t.notes()) {
            out.println("  note: " + note);
        }
    }

    public static void games(List<CatalogGame> games, PrintStream out) {
        for (CatalogGame g : games) {
            out.println(g.id());
            out.println("  " + g.summary());
            out.println("  kind: " + g.kind().label());
            out.println("  position: " + g.syntax());
            for (GameOption o : g.options()) {
                String name = o.isFlag() ? o.name() : o.name() + " " + o.paramLabel();
                String dflt = o.defaultValue() == null ? "" : " (default " + o.defaultValue() + ")";
                out.println("  " + pad(name, 14) + " " + o.description() + dflt);
            }
            for (String e : g.examples()) {
                out.println("  example: sprague solve " + g.id() + " " + e);
            }
            out.println();
        }
    }

    /**
     * The command as typed, options normalised: {@code moore --k 2 1 2 3}. Games whose positions carry their
     * own options (the M of {@code stone-game-2}, the rows of {@code stone-game-6}) show the position alone.
     */
    static String header(String game, GameOptions options, List<String> position) {
        StringBuilder sb = new StringBuilder(game);
        boolean carriesOptions = position.stream().anyMatch(p -> p.startsWith("--") && p.length() > 2
                && Character.isLetter(p.charAt(2)));
        (carriesOptions ? GameOptions.none() : options).asMap().forEach((name, value) -> {
            sb.append(' ').append(name);
            if (!value.equals("true")) {
                sb.append(' ').append(value);
            }
        });
        return sb.append(' ').append(abbreviate(position)).toString();
    }

    static String describe(Outcome o) {
        return switch (o) {
            case FIRST -> "first (the player to move wins)";
            case SECOND -> "second (the player to move loses)";
            case DRAW -> "draw (neither player can force a win)";
        };
    }

    static String abbreviate(List<String> items) {
        String shown = items.size() <= SHOWN_ITEMS ? String.join(" ", items)
                : String.join(" ", items.subList(0, SHOWN_ITEMS)) + " ... (" + items.size() + " in all)";
        // a few very long items (a board, a comma-separated list) are cut too
        return shown.length() <= SHOWN_CHARS ? shown
                : shown.substring(0, SHOWN_CHARS) + " ... (" + shown.length() + " characters)";
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
