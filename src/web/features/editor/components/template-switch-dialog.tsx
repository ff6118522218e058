import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { TemplateCard } from "#web/components/templates/template-card";
import { templateCatalog } from "#web/templates/catalog";
import { getTemplate } from "#web/templates/registry";

const tabs = [
  { value: "all", label: "All Templates", filter: () => true },
  { value: "resume", label: "Resumes", filter: (category: string) => category === "resume" },
  { value: "cv", label: "CVs with Photo", filter: (category: string) => category === "cv" },
] as const;

/** Seed 000 "Template switch modal": switching changes only template_id, the content stays. */
export function TemplateSwitchDialog({
  open,
  currentTemplateId,
  onOpenChange,
  onSelect,
}: {
  open: boolean;
  currentTemplateId: string;
  onOpenChange: (open: boolean) => void;
  onSelect: (templateId: string) => void;
}) {
  const current = getTemplate(currentTemplateId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>Switch Template</DialogTitle>
          <DialogDescription>
            Current template: <span className="font-medium text-slate-900">{current.name}</span>
          </DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="all">
          {/* On a phone the three tabs share the width and wrap their words instead of running off the edge. */}
          <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-9 sm:w-fit">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value} className="h-full py-1.5 leading-tight whitespace-normal sm:whitespace-nowrap">
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              <div className="grid gap-4 pt-2 sm:grid-cols-2 lg:grid-cols-3">
                {templateCatalog
                  .filter((template) => tab.filter(template.category))
                  .map((template) => (
                    <TemplateCard
                      key={template.id}
                      template={template}
                      showCategory
                      isCurrent={template.id === current.id}
                      action={
                        <Button
                          size="sm"
                          variant={template.id === current.id ? "secondary" : "outline"}
                          className="w-full"
                          aria-label={`Use ${template.name}`}
                          onClick={() => onSelect(template.id)}
                        >
                          {template.id === current.id ? "Selected" : "Use This Template"}
                        </Button>
                      }
                    />
                  ))}
              </div>
            </TabsContent>
          ))}
        </Tabs>
        <DialogFooter className="items-center gap-3 sm:justify-between">
          <p className="text-sm text-slate-600">Your content will remain the same, only the design will change.</p>
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
