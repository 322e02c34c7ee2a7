package org.sprague.misere.canonical;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * CGSuite's own test cases for misère canonical games, reproduced: the input, the string CGSuite prints, birthday,
 * genus, mate, misère outcome, nim values, tameness flags. Source: aaron-siegel/cgsuite,
 * lib/core/src/test/scala/org/cgsuite/lang/MisereCanonicalGameTestCase.scala (the values are CGSuite's output, an
 * oracle independent of this code).
 */
class CgsuiteMisereCasesTest {
    /**
     * input, printed, birthday, genus, mate, misère nim value, outcome, nim value, isEven, isTame,
     * isGenerallyTame, isRestive, isGenerallyRestive, isRestless, isTameable, isNimHeap.
     */
    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of("*[0]", "*[0]", 0, "0", "*[1]", 1, "N", 0, "true,true,true,false,false,false,true,true"),
                Arguments.of("*[1]", "*[1]", 1, "1", "*[0]", 0, "P", 1, "false,true,true,false,false,false,true,true"),
                Arguments.of("*[2]", "*[2]", 2, "2", "*[2]", 2, "N", 2, "true,true,true,false,false,false,true,true"),
                Arguments.of("*[[2]]", "*[2#]", 3, "0^0", "*[2#]", 0, "P", 0,
                        "true,true,true,false,false,false,true,false"),
                Arguments.of("*[[[2]]]", "*[2##]", 4, "1^1", "*[2##]", 1, "N", 1,
                        "true,true,true,false,false,false,true,false"),
                Arguments.of("*[2]+*[2]", "*[2[2]]", 4, "0^0", "*[2[2]]", 0, "P", 0,
                        "true,true,true,false,false,false,true,false"),
                Arguments.of("*[[*[2]+*[[2]]]]", "*[2[#2#]]", 6, "0^0", "*[2[#2#]]", 0, "P", 0,
                        "true,true,true,false,false,false,true,false"),
                Arguments.of("*[[2],0]", "*[2#0]", 4, "1^2", "*[2#1]", 2, "N", 1,
                        "true,false,false,true,true,false,false,false"),
                Arguments.of("*[[2],1]", "*[2#1]", 4, "2^1420", "*[2#0]", 1, "N", 2,
                        "true,false,false,false,false,true,false,false"),
                Arguments.of("*[[*[4]+*[2]]]", "*[4[2#]]", 7, "0^0", "*[4[2#]]", 0, "P", 0,
                        "true,true,true,false,false,false,true,false"),
                Arguments.of("*[[[2]],[[2],1]]", "*[(2#1)2##]", 5, "0^0", "*[(2#0)2##]", 0, "P", 0,
                        "true,false,true,false,false,false,true,false"),
                Arguments.of("*[[[2]],[[[2],0],0,1]]", "*[((2#0)10)2##]", 6, "0^0", "*[((2#1)10)2##]", 0, "P", 0,
                        "true,false,true,false,false,false,true,false"),
                Arguments.of("*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", "*[((2#0)2[#1]2#)(2#1)[1]]", 6, "0^120",
                        "*[((2#1)2[#1]2#)(2#0)[1]]", 1, "N", 0, "true,false,false,false,false,false,true,false"),
                Arguments.of("*[[[2],2,0],[[2],3],1]", "*[(2#20)2[#1]1]", 5, "0^2", "*[(2#21)2[#1]0]", 2, "N", 0,
                        "true,false,false,false,true,false,false,false"));
    }

    /**
     * CGSuite's partitions and parts of the same test cases, as CGSuite prints them: each part reads back and prints
     * as CGSuite printed it (subtractions {@code [-2]} included), and each partition adds up to the game.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "*[2#]; *[2] *[2[#-2]]; *[2] *[2[#-2]]",
        "*[2##]; *[2] *[2[#-2]] *[2[##-2]0]; *[2] *[2[##-2]] *[2#] *[2[##-2]0] *[2[#-2]] *[(2[##-2]0)[2]]",
        "*[2[2]]; *[2] *[2]; *[2]",
        "*[2[#2#]]; *[2] *[2] *[2[#-2]] *[2[#-2]]; *[2] *[2[#2#-2]] *[2#] *[2[2]] *[2[#2#-2-2]] *[2[#-2]] *[2[#2]]",
        "*[4[2#]]; *[4] *[4[2#-4]]; *[2] *[4[2#-2]] *[4] *[4[2#-4]]"})
    void partsPrintAndAddUpAsCgsuiteSays(String game, String partition, String parts) {
        MisereForms forms = new MisereForms();
        MisereNotation notation = new MisereNotation(forms);
        MisereNotationParser parser = new MisereNotationParser(forms);
        int g = parser.parse(game);
        int total = MisereForms.ZERO;
        for (String part : partition.split(" ")) {
            total = forms.sum(total, parser.parse(part));
        }
        assertEquals(g, total, "the partition adds up to " + game);
        for (String part : parts.split(" ")) {
            int x = parser.parse(part);
            assertEquals(part, notation.print(x), "printed part");
        }
    }

    /**
     * CGSuite's binary cases (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/CgscriptSpec.scala):
     * 2## MisereMinus 2# is *[2[##-2]0], 2## MisereMinus 4# does not exist; *[(2#1)21] distinguishes 2# (a P-position
     * with it) from 2 + 2 (an N-position); *[((2#1)21)32] links 2## and 2 + 2 (a P-position with each).
     */
    @org.junit.jupiter.api.Test
    void reproducesCgsuitesDifferencesDistinguisherAndLink() {
        MisereForms forms = new MisereForms();
        MisereNotation notation = new MisereNotation(forms);
        MisereNotationParser parser = new MisereNotationParser(forms);
        int twoSharpSharp = parser.parse("*[[[2]]]");
        assertEquals("*[2[##-2]0]", notation.print(forms.difference(twoSharpSharp, parser.parse("*[[2]]"))));
        assertEquals(-1, forms.difference(twoSharpSharp, parser.parse("*[[4]]")));
        int distinguisher = parser.parse("*[(2#1)21]");
        assertEquals(true, forms.isPPosition(forms.sum(parser.parse("*[[2]]"), distinguisher)));
        assertEquals(false, forms.isPPosition(forms.sum(parser.parse("*[2]+*[2]"), distinguisher)));
        int link = parser.parse("*[((2#1)21)32]");
        assertEquals(true, forms.isPPosition(forms.sum(twoSharpSharp, link)));
        assertEquals(true, forms.isPPosition(forms.sum(parser.parse("*[2]+*[2]"), link)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void reproducesCgsuite(String input, String printed, int birthday, String genus, String mate, int misereValue,
            String outcome, int nimValue, String flags) {
        MisereForms forms = new MisereForms();
        MisereNotation notation = new MisereNotation(forms);
        int g = new MisereNotationParser(forms).parse(input);
        assertEquals(printed, notation.print(g), "printed form");
        assertEquals(birthday, forms.birthday(g), "birthday");
        assertEquals(genus, forms.genus(g).toString(), "genus");
        assertEquals(mate, notation.print(forms.mate(g)), "mate");
        assertEquals(misereValue, forms.misereValue(g), "misère nim value");
        assertEquals(outcome, forms.isPPosition(g) ? "P" : "N", "misère outcome");
        assertEquals(nimValue, forms.normalValue(g), "nim value");
        Phylum p = forms.phylum(g);
        String actual = forms.isEven(g) + "," + p.isHereditarilyTame() + "," + p.isGenerallyTame() + ","
                + (p == Phylum.HEREDITARILY_RESTIVE) + "," + p.isGenerallyRestive() + "," + (p == Phylum.RESTLESS)
                + "," + p.isTameable() + "," + forms.isNimHeap(g);
        assertEquals(flags, actual, "isEven, isTame, isGenerallyTame, isRestive, isGenerallyRestive, isRestless,"
                + " isTameable, isNimHeap");
        assertEquals(g, new MisereNotationParser(forms).parse(printed), "the printed form reads back");
    }
}
