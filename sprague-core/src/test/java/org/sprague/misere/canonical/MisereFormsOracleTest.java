package org.sprague.misere.canonical;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Misère canonical forms against the definitions, by a plain misère search written here: game trees are strings
 * ({@code "{}"} is 0, {@code "{A,B}"} the game with options A and B), a sum is a sorted list of trees, and the
 * player who cannot move wins.
 */
class MisereFormsOracleTest {
    private final Map<List<String>, Boolean> wins = new HashMap<>();
    private final Map<List<String>, Integer> misereValues = new HashMap<>();

    /** The options of a tree, as strings. */
    private static List<String> options(String tree) {
        List<String> opts = new ArrayList<>();
        int level = 0;
        int start = 1;
        for (int i = 1; i < tree.length() - 1; i++) {
            char c = tree.charAt(i);
            if (c == '{') {
                level++;
            } else if (c == '}') {
                level--;
            } else if (c == ',' && level == 0) {
                opts.add(tree.substring(start, i));
                start = i + 1;
            }
        }
        if (tree.length() > 2) {
            opts.add(tree.substring(start, tree.length() - 1));
        }
        return opts;
    }

    /** The sums one move away. */
    private static List<List<String>> moves(List<String> sum) {
        List<List<String>> result = new ArrayList<>();
        for (int i = 0; i < sum.size(); i++) {
            for (String o : options(sum.get(i))) {
                List<String> next = new ArrayList<>(sum);
                next.set(i, o);
                Collections.sort(next);
                result.add(next);
            }
        }
        return result;
    }

    /** Plain misère minimax: the mover wins when there is no move or a move to a sum the next mover loses. */
    private boolean moverWins(List<String> sum) {
        Boolean known = wins.get(sum);
        if (known == null) {
            List<List<String>> next = moves(sum);
            known = next.isEmpty();
            for (List<String> n : next) {
                known |= !moverWins(n);
            }
            wins.put(sum, known);
        }
        return known;
    }

    /** Misère Grundy value of a sum by the definition: 1 with no move, else the mex of its moves' values. */
    private int misereValue(List<String> sum) {
        Integer known = misereValues.get(sum);
        if (known == null) {
            List<List<String>> next = moves(sum);
            if (next.isEmpty()) {
                known = 1;
            } else {
                List<Integer> values = new ArrayList<>();
                for (List<String> n : next) {
                    values.add(misereValue(n));
                }
                int m = 0;
                while (values.contains(m)) {
                    m++;
                }
                known = m;
            }
            misereValues.put(sum, known);
        }
        return known;
    }

    private static int normalValue(String tree) {
        List<Integer> values = new ArrayList<>();
        for (String o : options(tree)) {
            values.add(normalValue(o));
        }
        int m = 0;
        while (values.contains(m)) {
            m++;
        }
        return m;
    }

    private static List<String> sum(String... trees) {
        List<String> s = new ArrayList<>(List.of(trees));
        Collections.sort(s);
        return s;
    }

    private static String randomTree(Random random, int depth) {
        if (depth == 0) {
            return "{}";
        }
        int n = random.nextInt(4);
        List<String> kids = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            kids.add(randomTree(random, Math.max(0, depth - 1 - random.nextInt(2))));
        }
        return "{" + String.join(",", kids) + "}";
    }

    private static String heap(int n) {
        List<String> kids = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            kids.add(heap(i));
        }
        return "{" + String.join(",", kids) + "}";
    }

    private static int form(MisereForms forms, String tree) {
        List<String> opts = options(tree);
        int[] ids = new int[opts.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = form(forms, opts.get(i));
        }
        return forms.of(ids);
    }

    /** Every game of depth at most 2 and those of depth 3 with at most three options: the test family X. */
    private static List<String> family() {
        List<String> day2 = List.of("{}", "{{}}", "{{{}}}", "{{},{{}}}");
        List<String> all = new ArrayList<>(day2);
        for (int mask = 1; mask < 16; mask++) {
            if (Integer.bitCount(mask) <= 3) {
                List<String> kids = new ArrayList<>();
                for (int i = 0; i < 4; i++) {
                    if ((mask >> i & 1) != 0) {
                        kids.add(day2.get(i));
                    }
                }
                String g = "{" + String.join(",", kids) + "}";
                if (!all.contains(g)) {
                    all.add(g);
                }
            }
        }
        return all;
    }

    @Test
    void outcomesOfRandomTreesAndTheirSumsAgreeWithMisereMinimax() {
        Random random = new Random(20261128);
        MisereForms forms = new MisereForms();
        for (int trial = 0; trial < 300; trial++) {
            String a = randomTree(random, 3);
            String b = randomTree(random, 3);
            String c = randomTree(random, 2);
            int fa = form(forms, a);
            int fb = form(forms, b);
            int fc = form(forms, c);
            assertEquals(!moverWins(sum(a)), forms.isPPosition(fa), a);
            assertEquals(!moverWins(sum(a, b)), forms.isPPosition(forms.sum(fa, fb)), a + " + " + b);
            assertEquals(!moverWins(sum(a, b, c)), forms.isPPosition(forms.sum(forms.sum(fa, fb), fc)),
                    a + " + " + b + " + " + c);
            assertEquals(misereValue(sum(a, b)), forms.misereValue(forms.sum(fa, fb)), a + " + " + b);
            assertEquals(normalValue(a), forms.normalValue(fa), a);
        }
    }

    @Test
    void equalFormsExactlyWhenNoGameOfTheFamilyDistinguishesThem() {
        MisereForms forms = new MisereForms();
        List<String> games = family();
        List<String> xs = new ArrayList<>();
        for (String x : games) {
            for (String y : games) {
                xs.add(x + "|" + y);
            }
        }
        int distinctPairs = 0;
        for (String g : games) {
            for (String h : games) {
                boolean sameForm = form(forms, g) == form(forms, h);
                boolean indistinguishable = true;
                for (String xy : xs) {
                    String[] parts = xy.split("\\|");
                    indistinguishable &= moverWins(sum(g, parts[0], parts[1])) == moverWins(sum(h, parts[0], parts[1]));
                }
                assertEquals(indistinguishable, sameForm, g + " vs " + h);
                distinctPairs += sameForm ? 0 : 1;
            }
        }
        assertTrue(distinctPairs > 0, "the family has games with different forms");
    }

    @Test
    void genusIsTheMisereValueOfTheGamePlusCopiesOfStarTwo() {
        Random random = new Random(7);
        MisereForms forms = new MisereForms();
        String two = heap(2);
        for (int trial = 0; trial < 60; trial++) {
            String g = randomTree(random, 3);
            Genus genus = forms.genus(form(forms, g));
            assertEquals(normalValue(g), genus.normalValue(), g);
            List<String> s = new ArrayList<>(List.of(g));
            for (int n = 0; n <= 4; n++) {
                Collections.sort(s);
                assertEquals(misereValue(s), genus.gamma(n), g + " plus " + n + " copies of *2");
                s.add(two);
            }
        }
    }

    @Test
    void aFormLongerThanTheLimitIsRefusedWithItsLength() {
        MisereForms forms = new MisereForms();
        int g = new MisereNotationParser(forms).parse("*[2#]+*[2#1]+*[2##]");
        int length = new MisereNotation(forms).print(g).length();
        org.sprague.ResourceLimitException e = org.junit.jupiter.api.Assertions.assertThrows(
                org.sprague.ResourceLimitException.class, () -> new MisereNotation(forms, length - 1).print(g));
        assertTrue(e.getMessage().contains("prints as " + length + " characters"), e.getMessage());
    }

    /** G + mate(G) is a misère P-position: the second player copies, and the mate answers the end (ONAG ch. 12). */
    @Test
    void aGamePlusItsMateIsAMiserePPositionAndFormsReadBack() {
        Random random = new Random(11);
        MisereForms forms = new MisereForms();
        MisereNotation notation = new MisereNotation(forms);
        for (int trial = 0; trial < 100; trial++) {
            String g = randomTree(random, 3);
            int f = form(forms, g);
            assertTrue(forms.isPPosition(forms.sum(f, forms.mate(f))), g);
            String printed = notation.print(f);
            assertEquals(f, new MisereNotationParser(forms).parse(printed), printed + " reads back");
            int s = forms.sum(f, form(forms, randomTree(random, 3)));
            String printedSum = notation.print(s);
            assertEquals(s, new MisereNotationParser(forms).parse(printedSum), printedSum + " reads back");
        }
    }
}
