package org.sprague.cli.output;

import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.play.PlaySession.Played;
import org.sprague.play.PlaySession.Side;
import org.sprague.play.PlaySession;
import org.sprague.play.ValuedMove;
import org.sprague.value.Outcome;

/**
 * The line protocol of {@code sprague play}: at each of the person's turns the moves are listed, numbered from 1,
 * and one line is read: a move's number, {@code hint} (every move with its value), {@code undo}, or {@code quit};
 * end of input is {@code quit}. At the end comes the record of the game with every error marked, and the last
 * line names the winner: {@code you win}, {@code the engine wins} or {@code draw}. Where a position has too many
 * moves to list, the game's move is typed in its own words ({@code heap 1 -> 5}), and {@code hint} gives the
 * engine's choice (a winning move, if there is one) instead of the list; a move may be typed so where moves are
 * listed, too.
 */
public final class PlayText {
    /** Reads one line, or {@code null} at the end of input. */
    public interface Lines {
        String next() throws IOException;
    }

    private final String game;
    private final PlaySession session;
    private final PrintStream out;
    /** Whether to repeat each line read, so that a transcript of piped input shows what was typed. */
    private final boolean echo;
    /** The partizan player the person is ({@code left} or {@code right}), or {@code null} in other games. */
    private final String side;

    public PlayText(String game, PlaySession session, PrintStream out, boolean echo, String side) {
        this.game = game;
        this.session = session;
        this.out = out;
        this.echo = echo;
        this.side = side;
    }

    public void run(Lines in) throws IOException {
        out.println("playing " + game + " " + String.join(" ", session.position()) + "; you move "
                + (session.toMove() == Side.HUMAN ? "first" : "second")
                + (side == null ? "" : "; you play " + (side.equals("left") ? "Left" : "Right") + ", the engine "
                        + (side.equals("left") ? "Right" : "Left")));
        boolean quit = false;
        while (!session.over() && !quit) {
            if (session.toMove() == Side.ENGINE) {
                Played p = session.engineMove();
                out.println("engine: " + p.move().move().text() + "   => " + shown(p.move().move().to()));
                if (!p.move().decided()) {
                    out.println("  (no winning move found in " + seconds(session.moveTime()) + "; chosen by the"
                            + " move counts: the most safe moves and moves left, less the opponent's)");
                }
                continue;
            }
            out.println("position: " + shown(session.position()) + score());
            if (!session.listed()) {
                quit = !typedTurn(in);
                continue;
            }
            List<ValuedMove> moves = session.moves();
            for (int i = 0; i < moves.size(); i++) {
                out.println("  " + (i + 1) + ". " + moves.get(i).move().text());
            }
            quit = !turn(in, moves.size());
        }
        history();
        if (quit) {
            out.println("you quit");
            out.println("the engine wins");
            return;
        }
        out.println("position: " + shown(session.position()) + score() + " (game over)");
        Side winner = session.winner();
        out.println(winner == null ? "draw" : winner == Side.HUMAN ? "you win" : "the engine wins");
    }

    /** Prompts and reads one line, echoed when asked: the line stripped, or {@code null} for quit or end of input. */
    private String ask(Lines in, String prompt) throws IOException {
        out.println(prompt);
        String line = in.next();
        if (echo && line != null) {
            out.println("> " + line);
        }
        return line == null || line.strip().equals("quit") ? null : line.strip();
    }

    /** The person's move, as played. */
    private void played(Played p) {
        out.println("you: " + p.move().move().text() + "   => " + shown(p.move().move().to()));
    }

    /** Reads lines until one moves; false when the person quits. */
    private boolean turn(Lines in, int count) throws IOException {
        while (true) {
            String word = ask(in, "your move (1-" + count + ", hint, undo, quit):");
            if (word == null) {
                return false;
            }
            if (word.equals("hint")) {
                hint();
            } else if (word.equals("undo")) {
                out.println(session.undo() ? "undone: your last move and the engine's reply"
                        : "nothing to undo: you have not moved yet");
                return true;
            } else if (word.matches("\\d{1,9}")) {
                try {
                    played(session.play(Integer.parseInt(word)));
                    return true;
                } catch (BadInputException e) {
                    out.println(e.getMessage());
                }
            } else if (!word.isEmpty()) {
                try {
                    played(session.play(word));
                    return true;
                } catch (BadInputException e) {
                    out.println("type a move's number (1-" + count + "), hint, undo or quit");
                }
            }
        }
    }

    /**
     * A turn where the moves are too many to list: why, then lines until one is a typed move (the engine's hint on
     * {@code hint}, as in listed play);
     * false when the person quits.
     */
    private boolean typedTurn(Lines in) throws IOException {
        String syntax = session.typedSyntax().orElseThrow();
        out.println("  the moves are typed here, not listed: " + session.unlisted());
        ValuedMove hint = null;
        while (true) {
            String word = ask(in, "your move (" + syntax + ", hint, undo, quit):");
            if (word == null) {
                return false;
            }
            if (word.equals("hint")) {
                // asked for, as in listed play: the engine's choice, found from the game's own answer
                hint = hint != null ? hint : session.hint();
                if (hint.result().equals("win")) {
                    out.println("  hint: " + hint.move().text() + "   " + value(hint));
                } else if (!hint.decided()) {
                    out.println("  hint: no winning move found in the time per move; for instance "
                            + hint.move().text());
                } else if (session.here().outcome() == Outcome.FIRST) {
                    out.println("  hint: the position is won, but no winning move is known at this size; for"
                            + " instance " + hint.move().text());
                } else {
                    out.println("  hint: no move wins against best play; for instance " + hint.move().text() + "   "
                            + value(hint));
                }
                out.println("  (the engine's choice; win and loss are exact, how many moves remain was not counted"
                        + " where no count is shown)");
            } else if (word.equals("undo")) {
                out.println(session.undo() ? "undone: your last move and the engine's reply"
                        : "nothing to undo: you have not moved yet");
                return true;
            } else if (!word.isEmpty()) {
                try {
                    played(session.play(word));
                    return true;
                } catch (BadInputException e) {
                    out.println(e.getMessage());
                }
            }
        }
    }

    private void hint() {
        List<ValuedMove> moves = session.moves();
        boolean uncounted = false;
        boolean undecided = false;
        for (int i = 0; i < moves.size(); i++) {
            ValuedMove m = moves.get(i);
            out.println("  " + (i + 1) + ". " + m.move().text() + "   " + value(m));
            uncounted |= m.decided() && m.remoteness() == null && m.value() == null && m.after().canonical() == null;
            undecided |= !m.decided();
        }
        if (uncounted && side != null) {
            // a partizan game valued by search: who wins, without the canonical value left
            out.println("  (win and loss are exact, found by search; the value left is not worked out at this"
                    + " size)");
        } else if (uncounted) {
            out.println("  (win and loss are exact; how many moves remain was not counted: the position is too big"
                    + " to search to the end)");
        }
        if (undecided) {
            out.println("  (undecided: the search found neither a win nor a loss in the time per move, "
                    + seconds(session.moveTime()) + " for all the moves; --move-time gives more)");
        }
    }

    /**
     * A move's value for its mover: {@code win in 3}, {@code loss in 8}, {@code draw}, with points if scored;
     * {@code undecided} where a search with a time limit found neither a win nor a loss.
     */
    public static String value(ValuedMove m) {
        if (!m.decided()) {
            return "undecided";
        }
        String r = m.result();
        String in = m.remoteness() == null || r.equals("draw") ? "" : " in " + m.remoteness();
        if (m.value() != null) {
            return r + " by " + Math.abs(m.value()) + (Math.abs(m.value()) == 1 ? " point" : " points");
        }
        if (m.after().canonical() != null) {
            return r + " (leaves " + m.after().canonical() + ")";
        }
        return r + in;
    }

    private void history() {
        List<Played> played = session.history();
        if (played.isEmpty()) {
            return;
        }
        out.println("record (each move's value for its mover; * marks an error):");
        int errors = 0;
        for (int i = 0; i < played.size(); i++) {
            Played p = played.get(i);
            String who = p.side() == Side.HUMAN ? "you   " : "engine";
            String mark = p.erred() ? "* " : "  ";
            String note = p.erred() ? "   (best was " + p.best().move().text() + ": " + value(p.best()) + ")" : "";
            out.println(mark + (i + 1) + ". " + who + " " + p.move().move().text() + ": " + value(p.move()) + note);
            if (p.erred()) {
                errors++;
            }
        }
        long unjudged = played.stream().filter(p -> !p.move().decided() || !p.best().decided()).count();
        String judged = unjudged == 0 ? "" : "; " + unjudged + " move" + (unjudged == 1 ? " was" : "s were")
                + " not judged (undecided in the time per move)";
        out.println((errors == 0 ? unjudged == 0 ? "no errors: both sides kept the best result they had"
                : "no known errors" : errors + " error" + (errors == 1 ? "" : "s") + " (marked *)") + judged);
    }

    /** A time per move as a person reads it: {@code 500 ms}, {@code 3 s}. */
    static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }

    private String score() {
        if (!session.scoring()) {
            return "";
        }
        return "   (score: you " + session.score(Side.HUMAN) + ", engine " + session.score(Side.ENGINE) + ")";
    }

    private static String shown(List<String> position) {
        return position.isEmpty() ? "(nothing left)" : String.join(" ", position);
    }
}
