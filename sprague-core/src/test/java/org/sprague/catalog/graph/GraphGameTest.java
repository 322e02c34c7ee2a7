package org.sprague.catalog.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.BadInputException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.PositionTable;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

class GraphGameTest {
    @TempDir
    Path dir;

    private String file(String text) throws IOException {
        Path f = dir.resolve("g.txt");
        Files.writeString(f, text);
        return f.toString();
    }

    private static Answer solve(GameOptions options, String... nodes) {
        return new GraphGame().solve(options, List.of(nodes));
    }

    private static final String GAME = "a b\nb c\nc a\nb d\nd e\ne : win\nc f\n";

    @Test
    void tableInOrderOfFirstMention() throws IOException {
        PositionTable t = (PositionTable) solve(GameOptions.of("--file", file(GAME)));
        assertThat(t.size()).isEqualTo(6);
        String[] names = {"a", "b", "c", "d", "e", "f"};
        Outcome[] outcomes = {Outcome.SECOND, Outcome.FIRST, Outcome.FIRST, Outcome.SECOND, Outcome.FIRST,
            Outcome.SECOND};
        long[] remoteness = {3, 2, 1, 1, 0, 0};
        for (int i = 0; i < 6; i++) {
            assertThat(t.row(i).node()).isEqualTo(names[i]);
            assertThat(t.row(i).outcome()).isEqualTo(outcomes[i]);
            assertThat(t.row(i).remoteness().orNull()).isEqualTo(remoteness[i]);
        }
    }

    @Test
    void startNodeWithWinningMoves() throws IOException {
        Solution s = (Solution) solve(GameOptions.of("--file", file(GAME), "--start", "b"));
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(s.remoteness().orNull()).isEqualTo(2L);
        assertThat(s.winningMoves()).hasSize(1);
        assertThat(s.winningMoves().get(0).move()).isEqualTo("b -> d");
        assertThat(s.winningMoves().get(0).to()).containsExactly("d");
    }

    @Test
    void drawsHaveNoRemoteness() throws IOException {
        Solution s = (Solution) solve(GameOptions.of("--file", file("x y\ny x\n"), "--start", "x"));
        assertThat(s.outcome()).isEqualTo(Outcome.DRAW);
        assertThat(s.remoteness().orNull()).isNull();
        assertThat(s.winningMoves()).isEmpty();
    }

    @Test
    void impartialFields() throws IOException {
        String f = file("u u\nu t\nh1 h0\n");
        PositionTable t = (PositionTable) solve(GameOptions.of("--file", f, "--impartial", "true"));
        assertThat(fields(t.row(0).details())).containsEntry("sg", null).containsEntry("sgReach", List.of(0L))
                .containsEntry("sgText", "∞(0)");
        assertThat(fields(t.row(1).details())).containsEntry("sg", 0L).doesNotContainKey("sgReach");
        Solution one = (Solution) solve(GameOptions.of("--file", f, "--impartial", "true"), "h1");
        assertThat(one.grundy().orNull()).isEqualTo(1);
        assertThat(fields(one.details())).containsEntry("sgText", "1");
    }

    @Test
    void sumsOfTokens() throws IOException {
        String f = file("u u\nu t\nh1 h0\nh2 h1\nh2 h0\n");
        Solution draw = (Solution) solve(GameOptions.of("--file", f), "u", "h1");
        assertThat(draw.outcome()).isEqualTo(Outcome.DRAW);
        assertThat(fields(draw.details())).containsEntry("sgText", "∞(1)");
        Solution win = (Solution) solve(GameOptions.of("--file", f), "h1", "h2");
        assertThat(win.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(win.grundy().orNull()).isEqualTo(3);
        assertThat(win.winningMoves()).hasSize(1);
        assertThat(win.winningMoves().get(0).component()).isEqualTo(2);
        assertThat(win.winningMoves().get(0).to()).containsExactly("h1", "h1");
        Solution lose = (Solution) solve(GameOptions.of("--file", f), "h1", "h1");
        assertThat(lose.outcome()).isEqualTo(Outcome.SECOND);
        // u + h0: the winning move is u -> t
        Solution escape = (Solution) solve(GameOptions.of("--file", f), "u", "h0");
        assertThat(escape.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(escape.winningMoves()).extracting(m -> m.move()).containsExactly("u -> t");
    }

    @Test
    void labelledStartNode() throws IOException {
        Solution s = (Solution) solve(GameOptions.of("--file", file(GAME), "--start", "e"));
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(s.remoteness().orNull()).isZero();
        assertThat(s.notes()).anyMatch(n -> n.contains("labelled win"));
    }

    @Test
    void errors() throws IOException {
        String f = file(GAME);
        assertThatThrownBy(() -> solve(GameOptions.of("--file", f, "--start", "zz")))
                .isInstanceOf(BadInputException.class).hasMessageContaining("unknown start node 'zz'");
        assertThatThrownBy(() -> solve(GameOptions.none())).isInstanceOf(BadInputException.class)
                .hasMessageContaining("--file");
        assertThatThrownBy(() -> solve(GameOptions.of("--file", dir.resolve("missing.txt").toString())))
                .isInstanceOf(BadInputException.class).hasMessageContaining("does not exist");
        assertThatThrownBy(() -> solve(GameOptions.of("--file", f, "--start", "a"), "b"))
                .isInstanceOf(BadInputException.class).hasMessageContaining("not both");
    }

    /** The details by name, null values kept, to assert on them as a map. */
    private static java.util.Map<String, Object> fields(List<org.sprague.catalog.Detail> details) {
        java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
        details.forEach(d -> m.put(d.name(), d.plain()));
        return m;
    }
}
