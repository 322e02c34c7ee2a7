package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * The plug-in jar of docs/examples/plugin, built as its README builds it: every source file of the folder compiled
 * against the packaged jar (warnings are errors), and a jar of the classes with the folder's services files.
 */
final class PluginJar {
    static final Path EXAMPLE = Path.of("..", "docs", "examples", "plugin");
    private static final String SERVICES = "META-INF/services";

    private PluginJar() {
    }

    /** Builds the jar in {@code dir} and returns its path. */
    static Path build(Path dir) throws IOException {
        Path classes = Files.createDirectories(dir.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertThat(javac).as("the JDK's compiler").isNotNull();
        List<String> args = new ArrayList<>(List.of("-Xlint:all", "-Werror", "-cp", System.getProperty("sprague.jar"),
                "-d", classes.toString()));
        try (Stream<Path> sources = Files.list(EXAMPLE)) {
            sources.filter(p -> p.toString().endsWith(".java")).sorted().forEach(p -> args.add(p.toString()));
        }
        int status = javac.run(null, null, null, args.toArray(String[]::new));
        assertThat(status).as("javac of the example").isZero();
        Path plugin = dir.resolve("plugin.jar");
        try (OutputStream file = Files.newOutputStream(plugin); JarOutputStream jar = new JarOutputStream(file);
                Stream<Path> walk = Files.walk(classes)) {
            for (Path p : walk.filter(Files::isRegularFile).sorted().toList()) {
                jar.putNextEntry(new JarEntry(classes.relativize(p).toString().replace(File.separatorChar, '/')));
                jar.write(Files.readAllBytes(p));
                jar.closeEntry();
            }
            try (Stream<Path> services = Files.list(EXAMPLE.resolve(SERVICES))) {
                for (Path p : services.sorted().toList()) {
                    jar.putNextEntry(new JarEntry(SERVICES + "/" + p.getFileName()));
                    jar.write(Files.readAllBytes(p));
                    jar.closeEntry();
                }
            }
        }
        return plugin;
    }
}
