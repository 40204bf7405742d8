import { observer } from 'mobx-react-lite';
import { SurveyQuestion } from './survey-question';
import { surveyFieldDomId, type SurveyAnswers } from './survey-answers';
import './survey-questions.css';

/**
 * Spec 01 §2/§5: the survey questions of each selected ticket group. A group whose survey
 * spec is unusable (a question without a type) shows nothing rather than breaking the page.
 */
export const SurveyQuestions = observer(function SurveyQuestions({ answers }: { answers: SurveyAnswers }) {
  const sections = answers.sections.filter((s) => s.error === null);
  if (sections.length === 0) return null;
  return (
    <div className="cat-survey">
      {sections.map(({ group, fields }) => (
        <fieldset key={group.id} className="sf-group cat-survey__group">
          <legend className="sf-group__legend">{group.name}</legend>
          {fields.map((field) => (
            <SurveyQuestion
              key={field.id}
              field={field}
              id={surveyFieldDomId(group.id, field.id)}
              value={answers.value(group.id, field.id)}
              error={answers.error(group.id, field.id)}
              onChange={(v) => answers.setValue(group.id, field.id, v)}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
});
