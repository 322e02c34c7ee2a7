package org.sprague.cli.build;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code sprague build WHAT}: files that other commands read, built once (a database of region values). */
@Command(name = "build", mixinStandardHelpOptions = true,
        description = {"Build a file that other commands read, once.",
            "Example: sprague build domineering-regions --max-squares 12 --out regions12.bin"},
        subcommands = DomineeringRegionsCommand.class)
public final class BuildCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "missing what to build: try sprague build"
                + " domineering-regions --max-squares 12 --out regions12.bin");
    }
}
