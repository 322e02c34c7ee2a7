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
import org.sprague.ParameterNames;
import org.sprague.ResourceLimitException;
import org.sprague.Wording;
import org.sprague.solve.Budget;

/**
 * Compiles a rule file in the process with the JDK's own compiler ({@code javax.tools}): the source is read once,
 * the class files stay in memory, and the classes are loaded by a class loader of their own, so nothing is
 * written to disk and no other tool runs.
 */
public final class RuleCompiler {
    /** A type declared at the start of a line or after a {@code ;} or {@code \\}} (a package on the same line). */
    private static final String DECLARATION = "(?m)(?:^|[;}])\\s*%s(?:(?:final|abstract|strictfp|sealed|non-sealed)"
            + "\\s+)*(?:class|record|interface|enum)\\s+(\\p{javaJavaIdentifierStart}\\p{javaJavaIdentifierPart}*)";
    private static final Pattern TOP_CLASS = Pattern.compile(String.format(DECLARATION, "(?:public\\s+)?"));
    private static final Pattern PUBLIC_CLASS = Pattern.compile(String.format(DECLARATION, "public\\s+"));
    /** The largest rule file read: a game's rules fit in far less. */
    static final long MAX_FILE_BYTES = 1L << 20;
    /** The name the source is given when no class name is found before compiling. */
    private static final String UNNAMED = "Rules";

    private RuleCompiler() {
    }

    /**
     * Reads and compiles {@code file}.
     *
     * @throws BadInputException when the file cannot be read, does not compile ({@code FILE:LINE: message} of the
     *     first error), or declares no usable {@code moves}; also when only a JRE (no compiler) is present
     */
    public static RuleFile compile(Path file) {
        return compile(file, Budget.standard().start());
    }

    /**
     * Reads and compiles {@code file}, the compiler held to {@code deadline} (the run's).
     *
     * @throws BadInputException also when the file is a directory, a FIFO or another file that is not a regular
     *     one (checked before reading, so reading never blocks), or larger than {@link #MAX_FILE_BYTES}
     */
    public static RuleFile compile(Path file, Budget.Deadline deadline) {
        return impartial(compileAny(file, deadline));
    }

    /**
     * Reads and compiles {@code file}, which may state an impartial game (one method {@code moves}) or a partizan
     * one (methods {@code left} and {@code right}), the compiler held to {@code deadline}.
     *
     * @throws BadInputException as {@link #compile(Path, Budget.Deadline)}
     */
    public static CompiledRules compileAny(Path file, Budget.Deadline deadline) {
        String source;
        try {
            if (Files.isDirectory(file)) {
                throw new BadInputException("rule file " + file + " is a directory; give a .java file");
            }
            if (Files.exists(file) && !Files.isRegularFile(file)) {
                throw new BadInputException("rule file " + file + " is not a regular file (a FIFO, device or"
                        + " socket); give a .java file");
            }
            if (Files.exists(file) && !Files.isReadable(file)) {
                throw new BadInputException("cannot read rule file " + file + ": permission denied");
            }
            if (Files.exists(file) && Files.size(file) > MAX_FILE_BYTES) {
                throw new BadInputException("rule file " + file + " has " + Files.size(file) + " bytes, more than"
                        + " the " + MAX_FILE_BYTES + " a rule file may have");
            }
            source = utf8(file, Files.readAllBytes(file));
        } catch (IOException e) {
            throw new BadInputException("cannot read rule file " + file + ": " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : " " + e.getMessage()));
        }
        return compileAny(file.toString(), source, deadline);
    }

    /** {@code bytes} decoded as UTF-8; bad input naming the line of the first byte that is not UTF-8. */
    private static String utf8(Path file, byte[] bytes) {
        java.nio.charset.CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT);
        java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(bytes);
        java.nio.CharBuffer out = java.nio.CharBuffer.allocate(bytes.length);
        java.nio.charset.CoderResult r = decoder.decode(in, out, true);
        if (!r.isError()) {
            r = decoder.flush(out);
        }
        if (r.isError()) {
            int line = 1;
            for (int i = 0; i < in.position(); i++) {
                line += bytes[i] == '\n' ? 1 : 0;
            }
            throw new BadInputException(String.format(java.util.Locale.ROOT, "rule file %s is not UTF-8: byte 0x%02X"
                    + " at line %d; save it as UTF-8", file, bytes[in.position()] & 0xff, line));
        }
        return out.flip().toString();
    }

    /** Compiles {@code source}, reporting errors against {@code shownName}. */
    public static RuleFile compile(String shownName, String source) {
        return compile(shownName, source, Budget.standard().start());
    }

    /** Compiles {@code source} within {@code deadline}, reporting errors against {@code shownName}. */
    public static RuleFile compile(String shownName, String source, Budget.Deadline deadline) {
        return impartial(compileAny(shownName, source, deadline));
    }

    /**
     * Compiles {@code source} within {@code deadline}: a class with a method {@code moves} is an impartial game
     * ({@link RuleFile}), one with methods {@code left} and {@code right} and no {@code moves} a partizan game
     * ({@link PartizanRuleFile}).
     */
    public static CompiledRules compileAny(String shownName, String source, Budget.Deadline deadline) {
        if (source.startsWith("\uFEFF")) {
            source = source.substring(1);
        }
        String className = guessClassName(source);
        Class<?> type = compileClass(Wording.of(shownName), className, source, deadline, "a rule file");
        if (!declares(type, "moves") && (declares(type, "left") || declares(type, "right"))) {
            return PartizanRuleFile.of(shownName, type);
        }
        Method moves = findMoves(type, shownName);
        Method parts = form(moves) == RuleForm.TEXT ? findParts(type, shownName) : null;
        try {
            moves.setAccessible(true);
            if (parts != null) {
                parts.setAccessible(true);
            }
            return new RuleFile(shownName, type.getSimpleName(), form(moves), MethodHandles.lookup().unreflect(moves),
                    parts == null ? null : MethodHandles.lookup().unreflect(parts));
        } catch (IllegalAccessException | RuntimeException e) {
            throw new BadInputException(shownName + ": moves cannot be called: " + e.getMessage());
        }
    }

    private static RuleFile impartial(CompiledRules rules) {
        if (rules instanceof PartizanRuleFile p) {
            throw new BadInputException(p.fileName() + ": states the moves of Left and Right (a partizan game);"
                    + " only solve answers partizan rule files so far, with canonical values");
        }
        return (RuleFile) rules;
    }

    /** Whether {@code type} declares a method named {@code name}. */
    static boolean declares(Class<?> type, String name) {
        return java.util.Arrays.stream(type.getDeclaredMethods()).anyMatch(m -> m.getName().equals(name));
    }

    /**
     * Compiles {@code source} (top-level class {@code className}) in memory and loads that class in a class loader
     * of its own.
     *
     * @param shownName what the source is called in messages, worded for any front end (an option and its value)
     * @throws BadInputException with {@code shownName:LINE: message} of the first error
     */
    public static Class<?> compileClass(Wording shownName, String className, String source) {
        return compileClass(shownName, className, source, Budget.standard().start(), "user code");
    }

    /**
     * As {@link #compileClass(Wording, String, String)}, the compiler held to {@code deadline} on a worker thread,
     * and the class files scanned for calls that end the process or start programs ({@link ClassScan}).
     *
     * @param className the top-level class to load, or {@code null} to take the one the compiler produced
     * @param what what the code is, for a refusal ("a rule file")
     */
    public static Class<?> compileClass(Wording shownName, String className, String source, Budget.Deadline deadline,
            String what) {
        Map<String, ByteArrayOutputStream> classes = UserCode.run("javac", deadline,
                () -> "compiling " + shownName.in(ParameterNames.LIBRARY) + ": the compiler did not finish; simplify"
                        + " the code", () -> javac(shownName, className, source));
        for (Map.Entry<String, ByteArrayOutputStream> c : classes.entrySet()) {
            String why = ClassScan.refusal(c.getValue().toByteArray());
            if (why != null) {
                String rule = ClassScan.startsProcess(why) ? "may not run other programs" : "may not end the process";
                throw new BadInputException(names -> shownName.in(names) + ": " + why + "; " + what + " " + rule);
            }
        }
        return load(classes, className, shownName);
    }

    private static Map<String, ByteArrayOutputStream> javac(Wording shownName, String className, String source) {
        try {
            return javacOnThisThread(shownName, className == null ? UNNAMED : className, source);
        } catch (StackOverflowError e) {
            throw new BadInputException(names -> shownName.in(names) + ": too deeply nested for the compiler (it"
                    + " ran out of stack); simplify the code");
        } catch (OutOfMemoryError e) {
            throw ResourceLimitException.memory("compiling " + shownName.in(ParameterNames.LIBRARY)
                    + " ran out of memory", Runtime.getRuntime().maxMemory(), 1.0);
        }
    }

    private static Map<String, ByteArrayOutputStream> javacOnThisThread(Wording shownName, String className,
            String source) {
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
        return classes;
    }

    /** The top-level class: the public one if any, else the first declared. */
    static String className(String source, String shownName) {
        String name = guessClassName(source.startsWith("\uFEFF") ? source.substring(1) : source);
        if (name == null) {
            throw noClass(Wording.of(shownName));
        }
        return name;
    }

    /**
     * The top-level class as read from the source before compiling (the public one if any, else the first
     * declared), or {@code null}: Unicode escapes are read as the compiler reads them, comments and literals are
     * skipped, and a package may stand on the same line.
     */
    static String guessClassName(String source) {
        String code = emptyStrings(unescape(source).replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\\n]*", ""));
        Matcher pub = PUBLIC_CLASS.matcher(code);
        if (pub.find()) {
            return pub.group(1);
        }
        Matcher any = TOP_CLASS.matcher(code);
        return any.find() ? any.group(1) : null;
    }

    /**
     * {@code code} with the text of each one-line string literal removed ({@code "a\\"b"} becomes {@code ""}). A
     * scan, not a regular expression: java.util.regex recurses once per repetition of an alternation, so a string
     * constant of 70,000 characters overflowed the stack before the compiler could say it is too long.
     */
    static String emptyStrings(String code) {
        StringBuilder out = new StringBuilder(code.length());
        int n = code.length();
        int i = 0;
        while (i < n) {
            char c = code.charAt(i);
            int end = c == '"' ? stringEnd(code, i + 1) : -1;
            if (end < 0) {
                out.append(c);
                i++;
            } else {
                out.append("\"\"");
                i = end + 1;
            }
        }
        return out.toString();
    }

    /** The index of the quote that closes a literal whose text starts at {@code from}, or -1 if it ends first. */
    private static int stringEnd(String code, int from) {
        for (int j = from; j < code.length(); j++) {
            char c = code.charAt(j);
            if (c == '"') {
                return j;
            }
            if (c == '\n' || c == '\r' || c == '\\' && (j + 1 == code.length() || code.charAt(j + 1) == '\n'
                    || code.charAt(j + 1) == '\r')) {
                return -1;
            }
            if (c == '\\') {
                j++;
            }
        }
        return -1;
    }

    /** The source with its Unicode escapes ({@code \\u0041}) replaced by the characters, as the compiler reads it. */
    static String unescape(String source) {
        if (!source.contains("\\u")) {
            return source;
        }
        StringBuilder out = new StringBuilder(source.length());
        for (int i = 0; i < source.length(); i++) {
            char c = source.charAt(i);
            int backslashes = 0;
            for (int j = i - 1; j >= 0 && source.charAt(j) == '\\'; j--) {
                backslashes++;
            }
            if (c == '\\' && backslashes % 2 == 0 && i + 1 < source.length() && source.charAt(i + 1) == 'u') {
                int j = i + 1;
                while (j < source.length() && source.charAt(j) == 'u') {
                    j++;
                }
                if (j + 4 <= source.length() && source.substring(j, j + 4).matches("[0-9a-fA-F]{4}")) {
                    out.append((char) Integer.parseInt(source.substring(j, j + 4), 16));
                    i = j + 3;
                    continue;
                }
            }
            out.append(c);
        }
        return out.toString();
    }

    private static BadInputException noClass(Wording shownName) {
        return new BadInputException(names -> shownName.in(names) + ":1: no class found: a rule file declares one"
                + " class with a static method moves, such as 'class Take { static int[] moves(int n) { ... } }'");
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
        String name = className == null ? null : classes.containsKey(className) ? className
                : classes.keySet().stream().filter(n -> n.endsWith("." + className)).findFirst().orElse(null);
        if (name == null) {
            // the classes the compiler produced: the top-level one declaring moves (or left and right), else the
            // only top-level one
            List<String> top = classes.keySet().stream().filter(n -> !n.substring(n.lastIndexOf('.') + 1)
                    .contains("$")).sorted().toList();
            for (String t : top) {
                try {
                    Class<?> c = Class.forName(t, false, loader);
                    if (declares(c, "moves") || declares(c, "left") && declares(c, "right")) {
                        return c;
                    }
                } catch (ClassNotFoundException | LinkageError e) {
                    // tried below
                }
            }
            if (top.isEmpty()) {
                throw noClass(shownName);
            }
            name = top.get(0);
        }
        String loaded = name;
        try {
            return Class.forName(name, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new BadInputException(names -> shownName.in(names) + ": cannot load class " + loaded + ": " + e);
        }
    }

    private static Method findMoves(Class<?> type, String shownName) {
        List<Method> found = new ArrayList<>();
        for (Method m : type.getDeclaredMethods()) {
            if (m.getName().equals("moves")) {
                found.add(m);
            }
        }
        String forms = "int[] moves(int n), long[] moves(long n), int[][] moves(int n), int[][] moves(int[] p) or"
                + " String[] moves(String p)";
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

    /**
     * The optional {@code String[] parts(String p)} of a text rule file, or {@code null} when the class declares no
     * method {@code parts}.
     *
     * @throws BadInputException when {@code parts} is declared more than once, is not static or has another
     *     signature
     */
    private static Method findParts(Class<?> type, String shownName) {
        List<Method> found = new ArrayList<>();
        for (Method m : type.getDeclaredMethods()) {
            if (m.getName().equals("parts")) {
                found.add(m);
            }
        }
        if (found.isEmpty()) {
            return null;
        }
        Method m = found.get(0);
        if (found.size() > 1 || m.getParameterCount() != 1 || m.getParameterTypes()[0] != String.class
                || m.getReturnType() != String[].class) {
            throw new BadInputException(shownName + ": " + (found.size() > 1 ? "more than one method parts"
                    : "parts has the signature " + m.getReturnType().getSimpleName() + " parts(" + (m
                    .getParameterCount() == 1 ? m.getParameterTypes()[0].getSimpleName() : "...") + ")")
                    + "; declare one static String[] parts(String p) (the components whose sum p is), or none");
        }
        if (!Modifier.isStatic(m.getModifiers())) {
            throw new BadInputException(shownName + ": parts must be static");
        }
        return m;
    }

    /** The form of a {@code moves} method, or {@code null} when it has none of the five signatures. */
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
        if (in == String.class && out == String[].class) {
            return RuleForm.TEXT;
        }
        return null;
    }

    /** A URI of {@code path} (any characters a class name may have, quoted as URIs need). */
    private static URI uri(String scheme, String path) {
        try {
            return new URI(scheme, null, "/" + path, null);
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The source as the compiler reads it, named after its class so that a public class compiles. */
    private static final class Source extends SimpleJavaFileObject {
        private final String code;

        Source(String className, String code) {
            super(uri("string", className + Kind.SOURCE.extension), Kind.SOURCE);
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
            return new SimpleJavaFileObject(uri("mem", className.replace('.', '/') + kind.extension),
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
