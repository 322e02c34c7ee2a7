/**
 * Surveys of octal and hexadecimal games: the codes of a family or a file in code order ({@code SurveyCodes}),
 * one row per code computed by the single-machine engine ({@code Surveys}), and the results directory that makes
 * a survey resumable ({@code SurveyResults}). Shared by the command's local engine and the Spark module.
 */
package org.sprague.survey;
