package org.sprague.catalog.partizan;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.Move;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.ruleset.PartizanRuleset;

/**
 * A catalog entry for a ruleset written as an engine class of its own ({@link PartizanRuleset} in
 * {@code org.sprague.partizan.games}): the entry's words, its parser and drawing, and the rules it hands every
 * question to.
 *
 * @param <P> the position type
 */
final class RulesetCatalogGame<P> extends PartizanRulesetGame<P> {
    private final String id;
    private final String summary;
    private final String syntax;
    private final List<String> examples;
    private final Function<List<String>, P> parser;
    private final PartizanRuleset<P> rules;
    private final String note;
    private final BoardDrawing drawing;

    RulesetCatalogGame(String id, String summary, String syntax, List<String> examples,
            Function<List<String>, P> parser, PartizanRuleset<P> rules, String note, BoardDrawing drawing) {
        this.id = id;
        this.summary = summary;
        this.syntax = syntax;
        this.examples = List.copyOf(examples);
        this.parser = parser;
        this.rules = rules;
        this.note = note;
        this.drawing = drawing;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String summary() {
        return summary;
    }

    @Override
    public String syntax() {
        return syntax;
    }

    @Override
    public List<String> examples() {
        return examples;
    }

    @Override
    public P parse(List<String> position) {
        return parser.apply(position);
    }

    @Override
    protected String valueNote() {
        return note;
    }

    @Override
    protected Optional<Board> draw(List<String> position, List<Move> moves, List<List<String>> reached) {
        return drawing.draw(position, moves, reached);
    }

    @Override
    public List<PartizanMove<P>> moves(P position, boolean left) {
        return rules.moves(position, left);
    }

    @Override
    public List<String> format(P position) {
        return rules.format(position);
    }

    @Override
    public List<P> parts(P position) {
        return rules.parts(position);
    }

    @Override
    public P representative(P position) {
        return rules.representative(position);
    }

    @Override
    public Signed<P> signedRepresentative(P position) {
        return rules.signedRepresentative(position);
    }

    @Override
    public int size(P part) {
        return rules.size(part);
    }

    @Override
    public int smallPart() {
        return rules.smallPart();
    }

    @Override
    public int decided(P position, boolean left) {
        return rules.decided(position, left);
    }

    @Override
    public int knownValue(P part, CanonicalGames games) {
        return rules.knownValue(part, games);
    }

    @Override
    public List<PartizanMove<P>> distinctMoves(P position, boolean left) {
        return rules.distinctMoves(position, left);
    }
}
