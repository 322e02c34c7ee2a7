package org.sprague.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The worksheet behind {@code sprague shell}: what completion offers, and answers that do not end it. */
class WorksheetTest {
    @Test
    void completionOffersCommandsFunctionsAndNamedValues() {
        Worksheet sheet = new Worksheet();
        assertThat(sheet.names()).contains("value", "latex", "help", "Tiny", "Miny", "ConwayProduct")
                .doesNotContain("g");
        assertThat(sheet.run("g = ^[3]").text()).isEqualTo("g = ^[3]");
        assertThat(sheet.names()).contains("g");
    }

    @Test
    void aFailedStatementLeavesTheSheetAsItWas() {
        Worksheet sheet = new Worksheet();
        sheet.run("g = {2|1}");
        Worksheet.Answer bad = sheet.run("g = {1|");
        assertThat(bad.error()).isTrue();
        assertThat(bad.text()).startsWith("error: bad value '{1|'");
        assertThat(sheet.run("g").text()).isEqualTo("{2|1}");
        Worksheet.Answer deep = sheet.run("{".repeat(200_000) + "|" + "}".repeat(200_000));
        assertThat(deep.error()).isTrue();
        assertThat(deep.text()).startsWith("error: ");
        assertThat(sheet.run("g + g").text()).isEqualTo("3");
        assertThat(sheet.run("quit").quit()).isTrue();
        assertThat(sheet.run("").text()).isEmpty();
    }
}
