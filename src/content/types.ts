/**
 * The shapes of the portfolio's content, inferred from its one schema (`schema.ts`, where each
 * field and what it takes is written): the files beside this one fill them in. Types only, so
 * the schema stays out of the site.
 */

import type { InferOutput } from 'valibot'
import type { ContentSchema } from './schema'

/** The checked exports of one content module, by its path from the repository root. */
type Exports<File extends keyof ContentSchema> = InferOutput<ContentSchema[File]>

export type Profile = Exports<'src/content/profile.ts'>['profile']
export type ProfileLink = Exports<'src/site.config.ts'>['profileLinks'][number]
export type Education = Exports<'src/content/education.ts'>['university']
export type EducationHeadings = Exports<'src/content/education.ts'>['educationHeadings']
export type SkillGroup = Exports<'src/content/skills.ts'>['skillGroups'][number]
export type Skill = SkillGroup['skills'][number]
export type Experience = Exports<'src/content/experience.ts'>['experience'][number]
export type Project = Exports<'src/content/projects.ts'>['projects'][number]
export type CourseYearHeading = Exports<'src/content/courses.ts'>['courseYears'][number]
export type CourseYear = CourseYearHeading['year']
export type Course = Exports<'src/content/courses.ts'>['courses'][number]
export type Holiday = Exports<'src/content/holidays.ts'>['holidays'][number]
