package org.sprague.partizan;

import java.util.ArrayList;
import java.util.List;

/**
 * Everything the theory says about one position: its canonical value, outcome class, the first player's
 * winning moves, and its thermograph.
 *
 * @param value the canonical value's id
 * @param canonical the canonical form as CGSuite prints it ({@link CgsuiteNotation})
 * @param expanded the plain expanded form ({@link Notation}: {@code {1|{0|-3/2}}} where CGSuite prints
 *     {@code {1||0|-3/2}})
 * @param outcomeClass L, R, N or P
 * @param leftFirst whether Left is the player who moves first
 * @param firstWins whether the first player wins
 * @param winningMoves every move of the first player to a position that player wins moving second
 * @param thermograph stops, mean, temperature and walls
 * @param games the space {@code value} lives in, for the invariants a front end prints beside the analysis
 *     ({@link PartizanInvariants})
 */
public record PartizanAnalysis(int value, String canonical, String expanded, OutcomeClass outcomeClass,
        boolean leftFirst, boolean firstWins, List<WinningMove> winningMoves, Thermograph thermograph,
        CanonicalGames games) {

    /** Above this many arguments a position's winning moves leave out {@code to}. */
    public static final int MAX_SHOWN_ARGUMENTS = 1000;

    /**
     * A winning move.
     *
     * @param text the move, for people
     * @param to the position it leads to, in the input syntax; {@code null} for positions of more than
     *     {@value #MAX_SHOWN_ARGUMENTS} arguments, so that output stays linear in the input
     * @param value the canonical value of that position, as CGSuite prints it
     */
    public record WinningMove(String text, List<String> to, String value) {
    }

    /**
     * Analyses {@code position}. A move of Left is winning when it leads to a value {@code >= 0} (Left then
     * wins moving second); a move of Right when it leads to a value {@code <= 0}.
      *
      * @param <P> the position type
      * @param rules the game
      * @param position the position
      * @param leftFirst whether Left moves first
      * @return the analysis
     */
    public static <P> PartizanAnalysis of(PartizanRules<P> rules, P position, boolean leftFirst) {
        CanonicalGames games = rules.games();
        CgsuiteNotation notation = new CgsuiteNotation(games);
        int value = rules.value(position);
        OutcomeClass outcomeClass = OutcomeClass.of(games, value);
        List<WinningMove> winning = new ArrayList<>();
        boolean showTo = rules.format(position).size() <= MAX_SHOWN_ARGUMENTS;
        int done = 0;
        for (PartizanMove<P> move : rules.moves(position, leftFirst)) {
            if (++done % 64 == 0) {
                games.checkDeadline(done + " moves valued");
            }
            int to = rules.valueAfter(position, move);
            if (leftFirst ? games.leq(0, to) : games.leq(to, 0)) {
                winning.add(new WinningMove(move.text(), showTo ? rules.format(move.to()) : null, notation.print(to)));
            }
        }
        return new PartizanAnalysis(value, notation.print(value), new Notation(games).print(value), outcomeClass,
                leftFirst, outcomeClass.firstWins(leftFirst), winning, new Thermographs(games).of(value), games);
    }
}
