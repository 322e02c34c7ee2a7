package org.sprague.rules;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.sprague.BadInputException;
import org.sprague.Parameter;
import org.sprague.Wording;

/**
 * Compiles a rule file in the process with the JDK's own compiler ({@code javax.tools}): the source is read once,
 * the class files stay in memory, and the classes are loaded by a class loader of their own, so nothing is
 * written to disk and no other tool runs.
 */
public final class RuleCompiler {
    private static final Pattern TOP_CLASS = Pattern.compile(
            "(?m)^\\s*(?:public\\s+)?(?:final\\s+|abstract\\s+)*(?:class|record|interface|enum)\\s+([A-Za-z_$][\\w$]*)");
    private static final Pattern PUBLIC_CLASS = Pattern.compile(
            "(?m)^\\s*public\\s+(?:final\\s+|abstract\\s+)*(?:class|record|interface|enum)\\s+([A-Za-z_$][\\w$]*)");

    private RuleCompiler() {
    }

    /**
     * Reads and compiles {@code file}.
     *
     * @throws BadInputException when the file cannot be read, does not compile ({@code FILE:LINE: message} of the
     *     first error), or declares no usable {@code moves}; also when only a JRE (no compiler) is present
     */
    public static RuleFile compile(Path file) {
        String source;
        try {
            source = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BadInputException("cannot read rule file " + file + ": " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : " " + e.getMessage()));
        }
        return compile(file.toString(), source);
    }

    /** Compiles {@code source}, reporting errors against {@code shownName}. */
    public static RuleFile compile(String shownName, String source) {
        String className = className(source, shownName);
        Class<?> type = compileClass(Wording.of(shownName), className, source);
        Method moves = findMoves(type, shownName);
        try {
            moves.setAccessible(true);
            return new RuleFile(shownName, type.getSimpleName(), form(moves), MethodHandles.lookup().unreflect(moves));
        } catch (IllegalAccessException | RuntimeException e) {
            throw new BadInputException(shownName + ": moves cannot be called: " + e.getMessage());
        }
    }

    /**
     * Compiles {@code source} (top-level class {@code className}) in memory and loads that class in a class loader
     * of its own.
     *
     * @param shownName what the source is called in messages, worded for any front end (an option and its value)
     * @throws BadInputException with {@code shownName:LINE: message} of the first error
     */
    public static Class<?> compileClass(Wording shownName, String className, String source) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            throw new BadInputException(names -> names.name(Parameter.RULES) + " needs the Java compiler, and this"
                    + " Java runtime has none (a JRE); run sprague with a JDK 17 or newer");
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        Map<String, ByteArrayOutputStream> classes = new HashMap<>();
        StandardJavaFileManager standard = compiler.getStandardFileManager(diagnostics, Locale.ROOT,
                StandardCharsets.UTF_8);
        JavaFileObject unit = new Source(className, source);
        boolean ok;
        try (JavaFileManager memory = new MemoryFileManager(standard, classes)) {
            ok = compiler.getTask(new StringWriter(), memory, diagnostics,
                    List.of("-proc:none", "-g:source,lines", "-nowarn", "-Xlint:none", "-encoding", "UTF-8"),
                    null, List.of(unit)).call();
        } catch (IOException e) {
            String why = e.getMessage();
            throw new BadInputException(names -> "cannot compile " + shownName.in(names) + ": " + why);
        }
        if (!ok) {
            for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
                if (d.getKind() == Diagnostic.Kind.ERROR) {
                    String message = d.getMessage(Locale.ROOT).lines().findFirst().orElse("error");
                    long line = Math.max(1, d.getLineNumber());
                    throw new BadInputException(names -> shownName.in(names) + ":" + line + ": " + message);
                }
            }
            throw new BadInputException(names -> shownName.in(names) + ": does not compile");
        }
        return load(classes, className, shownName);
    }

    /** The top-level class: the public one if any, else the first declared. */
    static String className(String source, String shownName) {
        String code = source.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\\n]*", "");
        Matcher pub = PUBLIC_CLASS.matcher(code);
        if (pub.find()) {
            return pub.group(1);
        }
        Matcher any = TOP_CLASS.matcher(code);
        if (any.find()) {
            return any.group(1);
        }
        throw new BadInputException(shownName + ":1: no class found: a rule file declares one class with a static"
                + " method moves, such as 'class Take { static int[] moves(int n) { ... } }'");
    }

    private static Class<?> load(Map<String, ByteArrayOutputStream> classes, String className, Wording shownName) {
        ClassLoader loader = new ClassLoader(RuleCompiler.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                ByteArrayOutputStream bytes = classes.get(name);
                if (bytes == null) {
                    throw new ClassNotFoundException(name);
                }
                byte[] b = bytes.toByteArray();
                return defineClass(name, b, 0, b.length);
            }
        };
        String name = classes.containsKey(className) ? className
                : classes.keySet().stream().filter(n -> n.endsWith("." + className)).findFirst().orElse(null);
        if (name == null) {
            throw new BadInputException(names -> shownName.in(names) + ":1: class " + className
                    + " was not produced by the compiler");
        }
        try {
            return Class.forName(name, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new BadInputException(names -> shownName.in(names) + ": cannot load class " + className + ": " + e);
        }
    }

    private static Method findMoves(Class<?> type, String shownName) {
        List<Method> found = new ArrayList<>();
        for (Method m : type.getDeclaredMethods()) {
            if (m.getName().equals("moves")) {
                found.add(m);
            }
        }
        String forms = "int[] moves(int n), long[] moves(long n), int[][] moves(int n) or int[][] moves(int[] p)";
        if (found.size() != 1) {
            throw new BadInputException(shownName + ": " + (found.isEmpty() ? "no method moves" : "more than one"
                    + " method moves") + " in class " + type.getSimpleName() + "; declare exactly one static "
                    + forms);
        }
        Method m = found.get(0);
        if (!Modifier.isStatic(m.getModifiers())) {
            throw new BadInputException(shownName + ": moves must be static");
        }
        if (form(m) == null) {
            throw new BadInputException(shownName + ": moves has the signature " + m.getReturnType().getSimpleName()
                    + " moves(" + (m.getParameterCount() == 1 ? m.getParameterTypes()[0].getSimpleName() : "...")
                    + "); use " + forms);
        }
        return m;
    }

    /** The form of a {@code moves} method, or {@code null} when it has none of the four signatures. */
    static RuleForm form(Method m) {
        if (m.getParameterCount() != 1) {
            return null;
        }
        Class<?> in = m.getParameterTypes()[0];
        Class<?> out = m.getReturnType();
        if (in == int.class && out == int[].class) {
            return RuleForm.HEAP;
        }
        if (in == long.class && out == long[].class) {
            return RuleForm.HEAP_LONG;
        }
        if (in == int.class && out == int[][].class) {
            return RuleForm.SPLIT;
        }
        if (in == int[].class && out == int[][].class) {
            return RuleForm.TUPLE;
        }
        return null;
    }

    /** The source as the compiler reads it, named after its class so that a public class compiles. */
    private static final class Source extends SimpleJavaFileObject {
        private final String code;

        Source(String className, String code) {
            super(URI.create("string:///" + className + Kind.SOURCE.extension), Kind.SOURCE);
            this.code = code;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return code;
        }
    }

    /** Keeps every class file in memory. */
    private static final class MemoryFileManager extends ForwardingJavaFileManager<JavaFileManager> {
        private final Map<String, ByteArrayOutputStream> classes;

        MemoryFileManager(JavaFileManager standard, Map<String, ByteArrayOutputStream> classes) {
            super(standard);
            this.classes = classes;
        }

        @Override
        public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
                FileObject sibling) {
            return new SimpleJavaFileObject(URI.create("mem:///" + className.replace('.', '/') + kind.extension),
                    kind) {
                @Override
                public OutputStream openOutputStream() {
                    ByteArrayOutputStream out = new ByteArrayOutputStream();
                    classes.put(className, out);
                    return out;
                }
            };
        }
    }
}
