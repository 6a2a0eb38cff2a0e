import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useMailTemplates } from '@/client/features/admin/api/get-mail-templates.ts';
import { adminMailPaths } from '@/shared/contracts/admin-mail.ts';
import { MailPreviewDialog } from './mail-preview-dialog.tsx';

/** Every mail the product sends, filled with sample data, to look at before anyone gets one. */
export function MailTemplatesPanel() {
  const query = useMailTemplates();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Templates</CardTitle>
        <CardDescription>
          Every e-mail Beta Harbor sends, filled with sample data, as its recipient sees it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Loading the templates" className="flex justify-center py-6" />
        ) : query.isError ? (
          <ErrorAlert>Failed to load the templates.</ErrorAlert>
        ) : (
          <ul aria-label="Mail templates" className="divide-y rounded-lg border">
            {query.data.map((template) => (
              <li
                key={template.name}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="break-words font-medium">{template.label}</p>
                  <p className="break-words text-muted-foreground text-sm">{template.subject}</p>
                </div>
                <MailPreviewDialog
                  trigger={
                    <Button
                      variant="outline"
                      size="sm"
                      className="relative self-start sm:self-center"
                    >
                      Preview <span className="sr-only">{template.label}</span>
                    </Button>
                  }
                  title={template.label}
                  description={`Subject: ${template.subject}`}
                  src={adminMailPaths.mailTemplateHtml(template.name)}
                  frameTitle={`${template.label}, with sample data`}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
