package org.sprague.rules;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;

/**
 * A compiled partizan rule file: static methods {@code left} and {@code right} give the positions Left and Right
 * can move to. Calls go through {@link GuardedMoves}, which applies the time budget and reports the user's errors.
 *
 * @param fileName the file as the user named it, for messages
 * @param className the simple name of the class: the game's name in answers
 * @param form the form of the two methods
 * @param left the static method {@code left}
 * @param right the static method {@code right}
 */
public record PartizanRuleFile(String fileName, String className, PartizanRuleForm form, MethodHandle left,
        MethodHandle right) implements CompiledRules {

    private static final String FORMS = "int[][] left(int[] p) with int[][] right(int[] p), or String[] left(String p)"
            + " with String[] right(String p)";

    /** The partizan rule file of a compiled class that declares {@code left} and {@code right}. */
    static PartizanRuleFile of(String shownName, Class<?> type) {
        Method left = find(type, "left", shownName);
        Method right = find(type, "right", shownName);
        PartizanRuleForm form = form(left);
        if (form == null || form != form(right)) {
            throw new BadInputException(shownName + ": left and right have the signatures " + signature(left)
                    + " and " + signature(right) + "; declare " + FORMS);
        }
        try {
            left.setAccessible(true);
            right.setAccessible(true);
            return new PartizanRuleFile(shownName, type.getSimpleName(), form, MethodHandles.lookup().unreflect(left),
                    MethodHandles.lookup().unreflect(right));
        } catch (IllegalAccessException | RuntimeException e) {
            throw new BadInputException(shownName + ": left and right cannot be called: " + e.getMessage());
        }
    }

    private static Method find(Class<?> type, String name, String shownName) {
        List<Method> found = new ArrayList<>();
        for (Method m : type.getDeclaredMethods()) {
            if (m.getName().equals(name)) {
                found.add(m);
            }
        }
        if (found.size() != 1) {
            throw new BadInputException(shownName + ": " + (found.isEmpty() ? "no method " : "more than one method ")
                    + name + " in class " + type.getSimpleName() + "; a partizan rule file declares " + FORMS
                    + " (an impartial one a single method moves)");
        }
        Method m = found.get(0);
        if (!Modifier.isStatic(m.getModifiers())) {
            throw new BadInputException(shownName + ": " + name + " must be static");
        }
        return m;
    }

    /** The form of one of the two methods, or {@code null} when it has neither signature. */
    static PartizanRuleForm form(Method m) {
        if (m.getParameterCount() != 1) {
            return null;
        }
        Class<?> in = m.getParameterTypes()[0];
        Class<?> out = m.getReturnType();
        if (in == int[].class && out == int[][].class) {
            return PartizanRuleForm.TUPLE;
        }
        if (in == String.class && out == String[].class) {
            return PartizanRuleForm.TEXT;
        }
        return null;
    }

    private static String signature(Method m) {
        StringBuilder s = new StringBuilder(m.getReturnType().getSimpleName()).append(' ').append(m.getName())
                .append('(');
        Class<?>[] in = m.getParameterTypes();
        for (int i = 0; i < in.length; i++) {
            s.append(i == 0 ? "" : ", ").append(in[i].getSimpleName());
        }
        return s.append(')').toString();
    }
}
