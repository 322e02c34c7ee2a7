package org.sprague.catalog.partizan;

import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.Detail;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.loopy.LoopyPrinter;
import org.sprague.partizan.loopy.SidedValue;
import org.sprague.partizan.loopy.SidedValues;

/**
 * The answer field {@code sided} of a loopy game, one shape for {@code value} and for the catalog's games with
 * cycles: {@code {"stopperSided": ..., "onside": ..., "offside": ...}}, with {@code "note"} (why not) when the
 * sides were not found as stoppers. The onside G<sup>+</sup> and offside G<sup>-</sup> are Winning Ways' (ch. 11)
 * and Siegel's (<i>Combinatorial Game Theory</i>, AMS 2013, ch. VI); a stopper is its own onside and offside, and
 * a stopper-sided value is written {@code S & T}, onside first, as CGSuite writes it. Its text line is the value
 * {@code S & T}, or that the sides were not found as stoppers and why; a stopper has none (its value says it).
 */
public final class SidedDetail {
    /** The field's name. */
    public static final String NAME = "sided";

    private SidedDetail() {
    }

    /**
     * The field for a stopper: both sides are the stopper itself.
     *
     * @param printed the stopper's printed form, or null when too long to print
     * @return {@code sided}, with no text line
     */
    public static Detail.Group ofStopper(String printed) {
        return new Detail.Group(NAME, List.of(new Detail.Flag("stopperSided", true), text("onside", printed),
                text("offside", printed)), null);
    }

    /**
     * The field for a game's sided value.
     *
     * @param sides the sided value ({@link SidedValues#ofGame})
     * @param games the short games' store, for printing
     * @param maxPositions the most positions a printed graph may take
     * @return {@code sided}: the sides when they are stoppers (null where too long to print), else a note
     */
    public static Detail.Group of(SidedValue sides, CanonicalGames games, int maxPositions) {
        if (!sides.stopperSided()) {
            return notFound(sides.note());
        }
        LoopyPrinter printer = new LoopyPrinter(games, maxPositions);
        String text = SidedValues.text(sides, games, maxPositions);
        return new Detail.Group(NAME, List.of(new Detail.Flag("stopperSided", true),
                text("onside", printer.print(sides.onside())), text("offside", printer.print(sides.offside()))),
                text != null ? text : "- (too large to print)");
    }

    /**
     * The field for a game whose sides were not found as stoppers: onside and offside null, and why.
     *
     * @param why why not (the procedures' bound, or the resource that ran out)
     * @return {@code sided} with {@code stopperSided} false
     */
    public static Detail.Group notFound(String why) {
        List<Detail> members = new ArrayList<>(List.of(new Detail.Flag("stopperSided", false),
                new Detail.Absent("onside"), new Detail.Absent("offside")));
        members.add(text("note", why));
        return new Detail.Group(NAME, members, "not found as stoppers (it is not stopper-sided, or its sides lie past these bounds): "
                + why);
    }

    private static Detail text(String name, String value) {
        return value == null ? new Detail.Absent(name) : new Detail.Text(name, value);
    }
}
