package org.sprague.game;

import java.util.function.LongConsumer;

/**
 * A {@link PartizanGame} as a turn game: turn position {@code 2 * p + player} is position {@code p} with
 * {@code player} to move, and a move of {@code player} leads to the other player's turn. The outcome
 * {@code first} at {@link #turnPosition(long, int)} means {@code player} wins moving first from {@code p}.
 */
public final class PartizanTurnGame implements IndexedTurnGame {
    private final PartizanGame game;

    /**
     * The turn game of {@code game}, with twice its positions.
     *
     * @param game the partizan game
     * @throws IllegalArgumentException when twice its positions do not fit a long
     */
    public PartizanTurnGame(PartizanGame game) {
        if (game.size() > Long.MAX_VALUE / 2) {
            throw new IllegalArgumentException("too many positions: " + game.size());
        }
        this.game = game;
    }

    /**
     * The turn position of a partizan position and a player to move.
     *
     * @param p a position of the partizan game
     * @param player {@link PartizanGame#LEFT} or {@link PartizanGame#RIGHT}
     * @return {@code 2 * p + player}
     */
    public static long turnPosition(long p, int player) {
        return 2 * p + player;
    }

    @Override
    public long size() {
        return 2 * game.size();
    }

    @Override
    public TerminalLabel label(long position) {
        return TerminalLabel.NONE;
    }

    @Override
    public void forEachMove(long position, LongConsumer sink) {
        int player = (int) (position & 1);
        int next = player ^ 1;
        game.forEachMove(player, position >>> 1, q -> sink.accept(2 * q + next));
    }
}
