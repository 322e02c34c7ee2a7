package org.sprague.cli;

import java.io.PrintStream;
import java.util.List;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.PositionTable;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

/**
 * Text for people: short labelled lines, long positions abbreviated.
 */
final class TextOutput {
    /** Positions longer than this are shown by their first items and a count. */
    private static final int SHOWN_ITEMS = 12;

    private TextOutput() {
    }

    static void solution(Solution s, PrintStream out) {
        out.println(s.game() + " " + abbreviate(s.position()));
        out.println("  outcome     " + describe(s.outcome()));
        if (s.grundy() != null) {
            out.println("  grundy      " + s.grundy());
        }
        s.extra().forEach((k, v) -> out.println("  " + pad(k, 11) + " " + v));
        out.println("  remoteness  " + (s.remoteness() == null ? "-" : s.remoteness()));
        List<MoveReport> moves = s.winningMoves();
        if (moves.isEmpty()) {
            out.println("  winning moves: none");
        } else {
            out.println("  winning moves (" + moves.size() + (s.winningMovesComplete() ? "" : ", not all") + "):");
            for (MoveReport m : moves) {
                out.println("    " + m.move() + (m.to() == null ? "" : "   => " + abbreviate(m.to())));
            }
        }
        for (String note : s.notes()) {
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
                    .append(row.remoteness() == null ? "-" : row.remoteness());
            row.extra().forEach((k, v) -> line.append("  ").append(k).append('=').append(v));
            out.println(line);
        }
        for (String note : t.notes()) {
            out.println("  note: " + note);
        }
    }

    static void games(List<CatalogGame> games, PrintStream out) {
        for (CatalogGame g : games) {
            out.println(g.id());
            out.println("  " + g.summary());
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

    static String describe(Outcome o) {
        return switch (o) {
            case FIRST -> "first (the player to move wins)";
            case SECOND -> "second (the player to move loses)";
            case DRAW -> "draw (neither player can force a win)";
        };
    }

    static String abbreviate(List<String> items) {
        if (items.size() <= SHOWN_ITEMS) {
            return String.join(" ", items);
        }
        return String.join(" ", items.subList(0, SHOWN_ITEMS)) + " ... (" + items.size() + " in all)";
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
