package org.sprague.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.game.TerminalLabel;

class GraphFileParserTest {
    private static GameGraph parse(String text) throws IOException {
        return GraphFileParser.parse(new StringReader(text), "g.txt");
    }

    @Test
    void nodesAreNumberedInOrderOfFirstMention() throws IOException {
        GameGraph g = parse("# comment\n\nb a   # trailing comment\n  c : win\na c\n");
        assertThat(g.nodeCount()).isEqualTo(3);
        assertThat(g.name(0)).isEqualTo("b");
        assertThat(g.name(1)).isEqualTo("a");
        assertThat(g.name(2)).isEqualTo("c");
        assertThat(g.label(2)).isEqualTo(TerminalLabel.WIN);
        assertThat(g.label(0)).isEqualTo(TerminalLabel.NONE);
        assertThat(g.moveCount()).isEqualTo(2);
        assertThat(g.targets()).containsExactly(1, 2);
    }

    @Test
    void colonTyposAreNotReadAsMoves() {
        for (String line : new String[] {"a b:\n", "a :win\n", "a: win\n", "a :\n"}) {
            assertThatThrownBy(() -> parse(line)).as(line).isInstanceOf(BadInputException.class)
                    .hasMessageContaining("g.txt line 1");
        }
    }

    @Test
    void threeTokensWithoutColonNameTheLine() {
        assertThatThrownBy(() -> parse("a b\n# fine\na b c\n")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("g.txt line 3").hasMessageContaining("3 tokens");
    }

    @Test
    void oneOrFourTokens() {
        assertThatThrownBy(() -> parse("a\n")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("line 1").hasMessageContaining("1 token");
        assertThatThrownBy(() -> parse("a b\na : win x\n")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("line 2");
    }

    @Test
    void unknownLabelNamesTheLine() {
        assertThatThrownBy(() -> parse("a b\nb : won\n")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("line 2").hasMessageContaining("unknown label 'won'");
    }

    @Test
    void conflictingLabels() {
        assertThatThrownBy(() -> parse("a : win\na : loss\n")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("line 2").hasMessageContaining("already labelled win");
    }

    @Test
    void colonWithoutSpace() {
        assertThatThrownBy(() -> parse("a b\nb: win\n")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("line 2").hasMessageContaining("spaces around the colon");
        assertThatThrownBy(() -> parse("a :\n")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("line 1");
    }

    @Test
    void emptyFile() {
        assertThatThrownBy(() -> parse("# nothing\n")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("no moves or labels");
    }
}
