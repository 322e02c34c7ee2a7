package org.sprague.partizan.loopy;

/**
 * The sided value of a loopy game (Siegel, <i>Combinatorial Game Theory</i>, AMS 2013, ch. VI; Winning Ways,
 * ch. 11): its onside G<sup>+</sup> (the game with infinite play won by Left) and offside G<sup>-</sup>
 * (infinite play won by Right), written {@code S & T} as CGSuite writes them ({@code 1 & 0} for
 * {@code a{{|a}|}}, {@code lib/core/src/test/scala/org/cgsuite/lang/SidedValueTestCase.scala}). When the game is
 * stopper-sided, {@code onside} and {@code offside} are stoppers in simplest form (the same for a stopper); when
 * its sides were not found as stoppers ({@code stopperSided} false), they are games with the same onside and the
 * same offside as it (the game's own graph, or for a sum the sums of the terms' sides), and {@code note} says why.
 *
 * @param onside the onside: a stopper when {@code stopperSided}, else the game
 * @param offside the offside: a stopper when {@code stopperSided}, else the game
 * @param stopperSided whether both sides are stoppers
 * @param leftFirst who wins with Left moving first (infinite play a draw)
 * @param rightFirst who wins with Right moving first
 * @param note why the sides are not given as stoppers, else null
 */
public record SidedValue(LoopyGraph onside, LoopyGraph offside, boolean stopperSided, Winner leftFirst,
        Winner rightFirst, String note) {

    /**
     * A stopper-sided value with the outcomes its sides give: with Left first, Left wins when Left wins the
     * offside (infinite play Right's), Right wins when Right wins the onside, else play goes on forever.
     *
     * @param onside the onside, a stopper
     * @param offside the offside, a stopper
     * @return the sided value {@code onside & offside}
     */
    public static SidedValue ofSides(LoopyGraph onside, LoopyGraph offside) {
        Winner[] w = outcomes(onside, offside);
        return new SidedValue(onside, offside, true, w[0], w[1], null);
    }

    /**
     * A value whose sides are not known as stoppers, given by games with its onside and its offside.
     *
     * @param onsideGame a game with the value's onside
     * @param offsideGame a game with the value's offside
     * @param note why the sides are not stoppers
     * @return the value, its outcomes from those games
     */
    public static SidedValue notStopperSided(LoopyGraph onsideGame, LoopyGraph offsideGame, String note) {
        Winner[] w = outcomes(onsideGame, offsideGame);
        return new SidedValue(onsideGame, offsideGame, false, w[0], w[1], note);
    }

    /**
     * Who wins with Left and with Right first: Left when Left forces a win in the offside game (where infinite
     * play would be Right's), Right when Right forces one in the onside game, else play goes on forever.
     */
    private static Winner[] outcomes(LoopyGraph onside, LoopyGraph offside) {
        LoopyOutcomes on = new LoopyOutcomes(onside);
        LoopyOutcomes off = new LoopyOutcomes(offside);
        Winner leftFirst = off.leftFirst(0) == Winner.LEFT ? Winner.LEFT
                : on.leftFirst(0) == Winner.RIGHT ? Winner.RIGHT : Winner.DRAW;
        Winner rightFirst = off.rightFirst(0) == Winner.LEFT ? Winner.LEFT
                : on.rightFirst(0) == Winner.RIGHT ? Winner.RIGHT : Winner.DRAW;
        return new Winner[] {leftFirst, rightFirst};
    }
}
