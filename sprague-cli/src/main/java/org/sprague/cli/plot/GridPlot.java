package org.sprague.cli.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.Locale;
import javax.imageio.ImageIO;
import de.erichseifert.vectorgraphics2d.Processors;
import de.erichseifert.vectorgraphics2d.VectorGraphics2D;
import de.erichseifert.vectorgraphics2d.util.PageSize;
import org.sprague.BadInputException;

/**
 * {@code values --grid A,B --plot FILE}: the grid of values as a heat map, rows p0 downwards and columns p1 to the
 * right as in the text table, each cell shaded by its value (light for small, dark for large) and the losing
 * positions (value 0) in red, with a dot where the cells are large enough. PNG through Java2D, SVG through
 * VectorGraphics2D (the library XChart writes its SVG with); drawn without a display.
 */
public final class GridPlot {
    static final int WIDTH = 900;
    static final int HEIGHT = 800;
    /** The plot area: left and top margins, and its largest side. */
    static final int LEFT = 70;
    static final int TOP = 60;
    static final int SIDE = 660;
    /** The colour of a losing position. */
    static final Color LOSING = new Color(220, 30, 30);
    /** SVG draws one rectangle per run of equal cells; a larger grid would make a file of many megabytes. */
    static final long MAX_SVG_CELLS = 250_000;

    private GridPlot() {
    }

    /** Where cell (a, b) of a rows x cols grid is drawn. */
    static Rectangle2D cell(int rows, int cols, int a, int b) {
        double size = cellSize(rows, cols);
        return new Rectangle2D.Double(LEFT + b * size, TOP + a * size, size, size);
    }

    private static double cellSize(int rows, int cols) {
        return (double) SIDE / Math.max(rows, cols);
    }

    /** Checks the file name and the grid's size before any work is done. */
    public static void check(String file, int rows, int cols) {
        ValuesPlot.checkName(file);
        if (file.toLowerCase(Locale.ROOT).endsWith(".svg") && (long) rows * cols > MAX_SVG_CELLS) {
            throw new BadInputException("--plot: an SVG heat map draws at most " + MAX_SVG_CELLS + " cells, the grid"
                    + " has " + (long) rows * cols + "; write a .png");
        }
    }

    /** Writes the heat map of {@code grid} to {@code file}, PNG or SVG by its extension. */
    public static void write(String title, int[][] grid, String file) throws IOException {
        int rows = grid.length;
        int cols = grid[0].length;
        check(file, rows, cols);
        boolean svg = file.toLowerCase(Locale.ROOT).endsWith(".svg");
        System.setProperty("java.awt.headless", "true");
        ValuesPlot.writeAtomically(file, out -> {
            if (svg) {
                VectorGraphics2D g = new VectorGraphics2D();
                paint(g, title, grid);
                Processors.get("svg").getDocument(g.getCommands(), new PageSize(0, 0, WIDTH, HEIGHT)).writeTo(out);
            } else {
                BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
                Graphics2D g = image.createGraphics();
                paint(g, title, grid);
                g.dispose();
                ImageIO.write(image, "png", out);
            }
        });
    }

    /** Light yellow for 0 < v small, through green, to dark blue at the largest value; never red. */
    static Color shade(int v, int max) {
        float t = max <= 1 ? 1f : (float) (v - 1) / (max - 1);
        return new Color(mix(250, 30, t), mix(240, 60, t), mix(170, 140, t));
    }

    private static int mix(int from, int to, float t) {
        return Math.round(from + (to - from) * t);
    }

    static void paint(Graphics2D g, String title, int[][] grid) {
        int rows = grid.length;
        int cols = grid[0].length;
        int max = 1;
        for (int[] row : grid) {
            for (int v : row) {
                max = Math.max(max, v);
            }
        }
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fill(new Rectangle2D.Double(0, 0, WIDTH, HEIGHT));
        double size = cellSize(rows, cols);
        for (int a = 0; a < rows; a++) {
            // one rectangle per run of equal values keeps the SVG small
            int start = 0;
            for (int b = 1; b <= cols; b++) {
                if (b == cols || grid[a][b] != grid[a][start]) {
                    int v = grid[a][start];
                    g.setColor(v == 0 ? LOSING : shade(v, max));
                    g.fill(new Rectangle2D.Double(LEFT + start * size, TOP + a * size, (b - start) * size, size));
                    start = b;
                }
            }
        }
        if (size >= 8) {
            g.setColor(Color.BLACK);
            double r = size / 5;
            for (int a = 0; a < rows; a++) {
                for (int b = 0; b < cols; b++) {
                    if (grid[a][b] == 0) {
                        Rectangle2D c = cell(rows, cols, a, b);
                        g.fill(new java.awt.geom.Ellipse2D.Double(c.getCenterX() - r, c.getCenterY() - r, 2 * r,
                                2 * r));
                    }
                }
            }
        }
        axes(g, rows, cols, size);
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
        g.drawString(title, LEFT, 20);
        legend(g, max);
    }

    private static void axes(Graphics2D g, int rows, int cols, double size) {
        g.setColor(Color.DARK_GRAY);
        g.setStroke(new BasicStroke(1f));
        g.draw(new Rectangle2D.Double(LEFT, TOP, cols * size, rows * size));
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        int step = tickStep(Math.max(rows, cols));
        for (int b = 0; b < cols; b += step) {
            double x = LEFT + (b + 0.5) * size;
            g.draw(new Line2D.Double(x, TOP - 4, x, TOP));
            g.drawString(Integer.toString(b), (float) x - 4, TOP - 8);
        }
        for (int a = 0; a < rows; a += step) {
            double y = TOP + (a + 0.5) * size;
            g.draw(new Line2D.Double(LEFT - 4, y, LEFT, y));
            String label = Integer.toString(a);
            g.drawString(label, LEFT - 8 - 7 * label.length(), (float) y + 4);
        }
        g.drawString("p1 (columns)", (float) (LEFT + cols * size / 2 - 35), TOP - 22);
        g.drawString("p0 (rows)", 4, TOP - 8);
    }

    /** A tick every 1, 2, 5, 10, 20, 50, ... cells, at most twelve ticks a side. */
    static int tickStep(int cells) {
        int[] mantissa = {1, 2, 5};
        for (int scale = 1;; scale *= 10) {
            for (int m : mantissa) {
                if (cells / (m * scale) <= 12) {
                    return m * scale;
                }
            }
        }
    }

    private static void legend(Graphics2D g, int max) {
        int y = TOP + SIDE + 30;
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        g.setColor(LOSING);
        g.fill(new Rectangle2D.Double(LEFT, y, 18, 18));
        g.setColor(Color.BLACK);
        g.drawString("losing position (value 0)", LEFT + 24, y + 14);
        int barX = LEFT + 220;
        int barW = 300;
        for (int i = 0; i < barW; i += 5) {
            g.setColor(shade(1 + Math.round((float) i / (barW - 5) * (max - 1)), max));
            g.fill(new Rectangle2D.Double(barX + i, y, 5, 18));
        }
        g.setColor(Color.BLACK);
        g.drawString("1", barX - 12, y + 14);
        g.drawString(max + " (value)", barX + barW + 6, y + 14);
    }
}
