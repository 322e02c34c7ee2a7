package org.sprague.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.BadInputException;

/** Rule files that are not what the compiler expects: a clear bad input, never an exception's name or exit 3. */
class RuleFileInputTest {
    @TempDir
    Path dir;

    private static final String MOVES = "    static int[] moves(int n) { return n == 0 ? new int[0] : new int[] {n - 1}; }\n";

    @Test
    void aLatin1FileNamesTheLineOfItsFirstByteThatIsNotUtf8() throws Exception {
        // 0xE9 is é in Latin-1; alone it is no UTF-8 sequence
        byte[] source = ("class Chain {\n    // a comment\n    // caf\u00e9\n" + MOVES + "}\n")
                .getBytes(StandardCharsets.ISO_8859_1);
        Path file = Files.write(dir.resolve("Chain.java"), source);
        assertThatThrownBy(() -> RuleCompiler.compile(file)).isInstanceOf(BadInputException.class)
                .hasMessage("rule file " + file + " is not UTF-8: byte 0xE9 at line 3; save it as UTF-8");
    }

    @Test
    void aStringConstantLongerThanTheClassFileTakesIsTheCompilersError() throws Exception {
        // the class file format keeps a constant in at most 65,535 bytes (JVMS 4.4.7), so javac refuses it
        Path file = Files.writeString(dir.resolve("Big.java"), "class Big {\n    static final String S = \""
                + "x".repeat(70_000) + "\";\n" + MOVES + "}\n");
        assertThatThrownBy(() -> RuleCompiler.compile(file)).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith(file + ":2: constant string too long");
    }

    @Test
    void stringTextIsSkippedWhenTheClassNameIsReadAndLongOnesDoNotOverflow() {
        assertThat(RuleCompiler.emptyStrings("a \"x\\\"y\" b \"c\" d")).isEqualTo("a \"\" b \"\" d");
        assertThat(RuleCompiler.emptyStrings("s = \"open\nclass X {}")).isEqualTo("s = \"open\nclass X {}");
        assertThat(RuleCompiler.emptyStrings("\"" + "\\n".repeat(200_000) + "\"")).isEqualTo("\"\"");
        assertThat(RuleCompiler.guessClassName("String s = \"class Fake {\"; class Real {}")).isEqualTo("Real");
    }
}
