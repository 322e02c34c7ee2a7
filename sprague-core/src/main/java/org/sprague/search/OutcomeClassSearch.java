package org.sprague.search;

import org.sprague.partizan.OutcomeClass;

/**
 * Who wins a position of any {@link OutcomeGame} with each player moving first: two searches of the outcome give
 * its outcome class (L: Left wins whoever starts, R: Right does, N: the player to move, P: the other), and the
 * first player, where it wins, a winning move. The searches share the search's table, so the second starts with
 * what the first found. A game that knows the second search to be the first's with the roles swapped (a
 * Domineering board equal to its transpose) says so, and the first answers both.
 */
public final class OutcomeClassSearch {
    private OutcomeClassSearch() {
    }

    /**
     * The answer of {@link #solve}.
     *
     * @param outcomeClass the position's outcome class
     * @param leftFirst whether Left was the first player asked about
     * @param leftSearch the search with Left moving first (with no positions when it was the other's by symmetry)
     * @param rightSearch the search with Right moving first (likewise)
     * @param secondBySymmetry whether the second player's search was answered by the first's
     * @param winningMove a winning move of the first player, or -1 when it loses
     * @param reached the state the winning move reaches (the position itself when there is none)
     * @param reachedExtra the second word of the position the winning move reaches
     */
    public record Answer(OutcomeClass outcomeClass, boolean leftFirst, SearchResult leftSearch,
            SearchResult rightSearch, boolean secondBySymmetry, int winningMove, long reached, int reachedExtra) {
    }

    /**
     * Searches a position with {@code leftFirst}'s player to move first, then with the other (or takes the first's
     * answer for it when {@code secondBySymmetry}), and finds a winning move of the first player where it wins: the
     * one the search proved, or where the game decided the position without one, the first of its moves after
     * which a search finds the opponent lost. The move is checked: a search of the position it reaches must find
     * the opponent lost.
     *
     * @param search the search, whose table both searches share
     * @param state the position
     * @param extra its second word ({@link WithSecondWord}), 0 for a game without one
     * @param leftFirst whether Left is the first player
     * @param secondBySymmetry whether the other player first is the same game as this one with the roles swapped
     * @return the class, both searches and the winning move
     * @throws org.sprague.ResourceLimitException when the search's time or positions run out first
     */
    public static Answer solve(PositionSearch search, long state, int extra, boolean leftFirst,
            boolean secondBySymmetry) {
        SearchResult first = search.solve(state, extra, leftFirst);
        SearchResult second = secondBySymmetry ? new SearchResult(first.moverWins(), -1, 0, 0)
                : search.solve(state, extra, !leftFirst);
        int move = -1;
        long reached = state;
        int reachedExtra = extra;
        if (first.moverWins()) {
            move = first.winningMove() >= 0 ? first.winningMove() : winningMove(search, state, extra, leftFirst);
            int[] word = new int[1];
            reached = play(search.game(), state, extra, leftFirst, move, word);
            reachedExtra = word[0];
            // the move given is checked: a search of the position it reaches (mostly one look in the table) finds
            // the opponent lost
            if (search.solve(reached, reachedExtra, !leftFirst).moverWins()) {
                throw new IllegalStateException("the search's winning move " + move + " does not win");
            }
        }
        SearchResult leftSearch = leftFirst ? first : second;
        SearchResult rightSearch = leftFirst ? second : first;
        return new Answer(outcomeClass(leftSearch.moverWins(), rightSearch.moverWins()), leftFirst, leftSearch,
                rightSearch, secondBySymmetry, move, reached, reachedExtra);
    }

    /**
     * The outcome class from who wins moving first.
     *
     * @param leftWinsFirst whether Left wins moving first
     * @param rightWinsFirst whether Right wins moving first
     * @return N when both do, L or R when one does, P when neither
     */
    public static OutcomeClass outcomeClass(boolean leftWinsFirst, boolean rightWinsFirst) {
        return leftWinsFirst && rightWinsFirst ? OutcomeClass.N
                : leftWinsFirst ? OutcomeClass.L : rightWinsFirst ? OutcomeClass.R : OutcomeClass.P;
    }

    /**
     * A winning move of a won position whose search gave none (the game decided it without search): each move is
     * tried, and the first after which the opponent loses is the one.
     *
     * @param search a search of the game
     * @param state the position
     * @param extra its second word
     * @param left whether Left moves
     * @return a move after which the opponent, to move, loses
     * @throws IllegalStateException when no move wins (the position was not won)
     */
    public static int winningMove(PositionSearch search, long state, int extra, boolean left) {
        OutcomeGame game = search.game();
        int[] moves = new int[game.moveIds()];
        int n = game instanceof WithSecondWord w ? w.moves(state, extra, left, moves) : game.moves(state, left, moves);
        int[] word = new int[1];
        for (int i = 0; i < n; i++) {
            long after = play(game, state, extra, left, moves[i], word);
            if (!search.solve(after, word[0], !left).moverWins()) {
                return moves[i];
            }
        }
        throw new IllegalStateException("a won position without a winning move");
    }

    /**
     * The position a move reaches, its second word in {@code word[0]}.
     *
     * @param game the game
     * @param state the position
     * @param extra its second word (0 for a game without one)
     * @param left whether Left moves
     * @param move the move
     * @param word receives the second word reached
     * @return the state reached
     */
    public static long play(OutcomeGame game, long state, int extra, boolean left, int move, int[] word) {
        if (game instanceof WithSecondWord w) {
            return w.play(state, extra, left, move, word);
        }
        word[0] = 0;
        return game.play(state, left, move);
    }
}
