package org.sprague.misere.canonical;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.SmallRules;

/**
 * Genus and misère nim values of the catalog's heap games (CGSuite's TakeAndBreak 0.3F is 0x0.3F here) and Wythoff, heaps 0 to 20, and the misère canonical form
 * of Grundy's game at 22, as CGSuite computes them. Source: aaron-siegel/cgsuite,
 * lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala (CGSuite's output, independent of this code).
 */
class CgsuiteHeapGenusTest {
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = ';', value = {
        "grundy; ; 1,1,1,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2; "
                + "0,0,0,1,0,2,1,0,2,1,0,2,1,3^1431,2,1,3^1431,2,4^0564,3^1431,0^20",
        "octal; --code 0.77; 1,0,2,3,0,1,3,2,1,0,2,4,0,1,2,5,1,6,3,2,0; "
                + "0,1,2,3,1,4^146,3,2^2,1^1,4^046,2^2,6^46,4^046,1^1,2^2,7^57,1^13,4^64,3^31,2^20,1^031",
        "octal; --code 0.07; 1,1,0,0,2,1,3,0,0,1,1,3,0,2,1,1,0,0,2,1,3; "
                + "0,0,1,1,2,0,3,1,1,0,3^1431,3,2^0520,2,4^146,0,5^057,2^0520,2,3^1431,3",
        "subtraction; --set 2,3,7; 1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1; "
                + "0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0",
        "subtraction; --set 2,3,7 --all-but; 1,0,1,0,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10; "
                + "0,1,0,1,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10",
        "octal; --code 0x0.3F; 1,0,2,1,0,2,1,0,4,1,0,4,1,0,6,1,0,6,1,0,6; "
                + "0,1,2,0,1,2,3^1431,4^0564,5^46,3^1431,4^0564,5^4875,6^(1,9,10,8),7^075,8^6875,6^(1,9,10,8),7^075,"
                + "8^(6,10,8),9^(1,9,12,11,9),10^(0,11,13,9,11),11^(6,10,8)"})
    void heapGamesAsCgsuite(String id, String options, String misereValues, String genera) {
        SmallRules<?> rules = rules(id, options);
        MisereForms forms = new MisereForms();
        List<String> gotValues = new ArrayList<>();
        List<String> gotGenera = new ArrayList<>();
        for (int n = 0; n <= 20; n++) {
            int g = formOf(rules, forms, List.of(Integer.toString(n)));
            gotValues.add(Integer.toString(forms.misereValue(g)));
            gotGenera.add(forms.genus(g).toString());
        }
        assertEquals(misereValues, String.join(",", gotValues), "misère nim values");
        assertEquals(genera, String.join(",", gotGenera), "genera");
    }

    @ParameterizedTest(name = "wythoff (10, n)")
    @CsvSource(delimiter = ';', value = {
        "10,11,9,8^8,13^(13),12^(12),0^0,15^(15),16^(16),17^(17),14^(14),18^(18),7^7,6^6,2^2,3^3,1^1,4^4,5^5,"
                + "23^(23),28^(28)"})
    void wythoffRowTenAsCgsuite(String genera) {
        SmallRules<?> rules = rules("wythoff", "");
        MisereForms forms = new MisereForms();
        List<String> got = new ArrayList<>();
        for (int n = 0; n <= 20; n++) {
            got.add(forms.genus(formOf(rules, forms, List.of("10", Integer.toString(n)))).toString());
        }
        assertEquals(genera, String.join(",", got));
    }

    @ParameterizedTest(name = "grundy 22")
    @CsvSource(delimiter = ';', value = {"*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]"})
    void grundysGameAtTwentyTwoAsCgsuite(String printed) {
        MisereForms forms = new MisereForms();
        int g = formOf(rules("grundy", ""), forms, List.of("22"));
        assertEquals(printed, new MisereNotation(forms).print(g));
        assertEquals(g, new MisereNotationParser(forms).parse(printed));
    }

    private static SmallRules<?> rules(String id, String options) {
        CatalogGame game = org.sprague.compound.Games.find(id);
        Map<String, String> values = new LinkedHashMap<>();
        List<String> words = options == null ? List.of() : Arrays.asList(options.trim().split("\\s+"));
        for (int i = 0; i < words.size(); i++) {
            if (words.get(i).isEmpty()) {
                continue;
            }
            boolean flag = i + 1 == words.size() || words.get(i + 1).startsWith("--");
            values.put(words.get(i), flag ? "true" : words.get(++i));
        }
        return game.rules(GameOptions.none().withValues(values)).orElseThrow();
    }

    private static <P> int formOf(SmallRules<P> rules, MisereForms forms, List<String> position) {
        return new MisereFormOf<>(forms, rules.game()).of(rules.parse().apply(position));
    }
}
